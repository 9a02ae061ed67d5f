import { route } from '../route';
import {
  accessCodeQrParamsSchema,
  accessCodeQrPngSchema,
  accessCodesByEventParamsSchema,
  accessCodesByEventResponseSchema,
  accessCodeThonsResponseSchema,
} from './access-codes';
import { addActivityRequestSchema, addActivityResponseSchema } from './activity';
import {
  addChildRequestSchema,
  addChildResponseSchema,
  childPledgesSchema,
  childQrParamsSchema,
  childQrSchema,
  claimChildRequestSchema,
  updateChildRequestSchema,
} from './parents';
import {
  isTeacherParamsSchema,
  isTeacherResponseSchema,
  participantItemSchema,
  participantListSchema,
  participantsByParentParamsSchema,
  participantsByUserParamsSchema,
} from './participants';
import {
  childDataSchema,
  childParamsSchema,
  closeThonDataRequestSchema,
  correctChildRequestSchema,
  deleteChildRequestSchema,
  privacyMessageSchema,
  setRetentionRequestSchema,
  thonPrivacyParamsSchema,
  thonPrivacySchema,
} from './privacy';
import { sentMessagesPageSchema, sentMessagesQuerySchema } from './sent-messages';
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
} from './sign-in-email';
import {
  clearCacheResponseSchema,
  testGroupDataRequestSchema,
  testGroupDataResponseSchema,
} from './utilities';

export const eventsAddActivityOnlyOnceRoute = route({
  method: 'POST',
  path: '/api/events/AddActivityOnlyOnce',
  body: addActivityRequestSchema,
  response: addActivityResponseSchema,
});

export const utilitiesClearcacheRoute = route({
  method: 'GET',
  path: '/api/utilities/clearcache',
  response: clearCacheResponseSchema,
});

export const utilitiesAddParticipantTestGroupDataRoute = route({
  method: 'POST',
  path: '/api/Utilities/AddParticipantTestGroupData',
  body: testGroupDataRequestSchema,
  response: testGroupDataResponseSchema,
});

export const participantsIsLoggedInUserIsTeacherRoute = route({
  method: 'GET',
  path: '/api/participants/IsLoggedInUserIsTeacher/:token',
  params: isTeacherParamsSchema,
  response: isTeacherResponseSchema,
});

export const participantsGetParticipantsByUserIdRoute = route({
  method: 'GET',
  path: '/api/participants/GetParticipantsByUserId/:userId',
  params: participantsByUserParamsSchema,
  response: participantListSchema,
});

export const parentGetParticipantsByParentRoute = route({
  method: 'GET',
  path: '/api/Parent/GetParticipantsByParent/:parentId/:userId',
  params: participantsByParentParamsSchema,
  response: participantListSchema,
});

export const parentAddParticipantRoute = route({
  method: 'POST',
  path: '/api/Parent/AddParticipant',
  body: addChildRequestSchema,
  response: addChildResponseSchema,
});

export const parentClaimParticipantRoute = route({
  method: 'POST',
  path: '/api/Parent/ClaimParticipant',
  body: claimChildRequestSchema,
  response: participantItemSchema,
});

export const parentUpdateParticipantRoute = route({
  method: 'POST',
  path: '/api/Parent/UpdateParticipant',
  body: updateChildRequestSchema,
  response: participantItemSchema,
});

export const parentGetPledgesRoute = route({
  method: 'GET',
  path: '/api/Parent/GetPledges',
  response: childPledgesSchema,
});

export const parentGetQrRoute = route({
  method: 'GET',
  path: '/api/Parent/GetQr/:participantId',
  params: childQrParamsSchema,
  response: childQrSchema,
});

export const accessCodesGetThonsRoute = route({
  method: 'GET',
  path: '/api/AccessCodes/GetThons',
  response: accessCodeThonsResponseSchema,
});

export const accessCodesGetByEventRoute = route({
  method: 'GET',
  path: '/api/AccessCodes/GetByEvent/:eventId',
  params: accessCodesByEventParamsSchema,
  response: accessCodesByEventResponseSchema,
});

export const accessCodesQrRoute = route({
  method: 'GET',
  path: '/api/AccessCodes/Qr/:participantId.png',
  params: accessCodeQrParamsSchema,
  response: accessCodeQrPngSchema,
  produces: ['image/png'],
});

export const accountChangeEmailRoute = route({
  method: 'POST',
  path: '/api/Account/ChangeEmail',
  body: changeEmailRequestSchema,
  response: changeEmailResponseSchema,
});

export const accountConfirmEmailRoute = route({
  method: 'POST',
  path: '/api/Account/ConfirmEmail',
  body: confirmEmailRequestSchema,
  response: confirmEmailResponseSchema,
});

export const messagesGetSentMessagesRoute = route({
  method: 'GET',
  path: '/api/Messages/GetSentMessages',
  query: sentMessagesQuerySchema,
  response: sentMessagesPageSchema,
});

export const parentUploadChildPhotoRoute = route({
  method: 'POST',
  path: '/api/Parent/UploadChildPhoto',
  response: participantItemSchema,
  consumes: ['multipart/form-data'],
});

export const parentChildDataRoute = route({
  method: 'GET',
  path: '/api/Parent/ChildData/:participantId',
  params: childParamsSchema,
  response: childDataSchema,
});

export const parentChildDataCsvRoute = route({
  method: 'GET',
  path: '/api/Parent/ChildData/:participantId/csv',
  params: childParamsSchema,
});

export const parentCorrectChildRoute = route({
  method: 'POST',
  path: '/api/Parent/CorrectChild',
  body: correctChildRequestSchema,
  response: participantItemSchema,
});

export const parentDeleteChildRoute = route({
  method: 'POST',
  path: '/api/Parent/DeleteChild',
  body: deleteChildRequestSchema,
  response: privacyMessageSchema,
});

export const thonsPrivacyRoute = route({
  method: 'GET',
  path: '/api/Thons/Privacy/:eventCode',
  params: thonPrivacyParamsSchema,
  response: thonPrivacySchema,
});

export const thonsSetRetentionRoute = route({
  method: 'POST',
  path: '/api/Thons/SetRetention',
  body: setRetentionRequestSchema,
  response: thonPrivacySchema,
});

export const thonsCloseDataRoute = route({
  method: 'POST',
  path: '/api/Thons/CloseData',
  body: closeThonDataRequestSchema,
  response: privacyMessageSchema,
});
