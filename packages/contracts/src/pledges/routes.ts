import { route } from '../route';
import {
  pledgesConfirmCardEndpoint,
  pledgesFormEndpoint,
  pledgesParticipantsEndpoint,
  pledgesSubmitEndpoint,
} from './endpoints';
import {
  givingStatementFileSchema,
  givingStatementParamsSchema,
  givingStatementQuerySchema,
} from './giving-statement';
import {
  cancelPledgeRequestSchema,
  changePledgeRequestSchema,
  confirmCardRequestSchema,
  managedPledgeSchema,
  managePledgeParamsSchema,
  payPledgeRequestSchema,
  pledgeAnswerSchema,
  pledgeFormParamsSchema,
  pledgeFormQuerySchema,
  pledgeFormSchema,
  pledgeMessageSchema,
  submitPledgeRequestSchema,
} from './pledge-entry';
import {
  pledgeActionRequestSchema,
  pledgeListParamsSchema,
  pledgeListQuerySchema,
  pledgeListSchema,
} from './pledge-list';
import { pledgeParticipantsSchema } from './pledge-participants';

export const pledgesFormRoute = route({
  ...pledgesFormEndpoint,
  params: pledgeFormParamsSchema,
  query: pledgeFormQuerySchema,
  response: pledgeFormSchema,
});

export const pledgesParticipantsRoute = route({
  ...pledgesParticipantsEndpoint,
  params: pledgeFormParamsSchema,
  response: pledgeParticipantsSchema,
});

export const pledgesSubmitRoute = route({
  ...pledgesSubmitEndpoint,
  body: submitPledgeRequestSchema,
  response: pledgeAnswerSchema,
});

export const pledgesConfirmCardRoute = route({
  ...pledgesConfirmCardEndpoint,
  body: confirmCardRequestSchema,
  response: pledgeAnswerSchema,
});

export const pledgesManageRoute = route({
  method: 'GET',
  path: '/api/Pledges/Manage/:token',
  params: managePledgeParamsSchema,
  response: managedPledgeSchema,
});

export const pledgesChangeRoute = route({
  method: 'POST',
  path: '/api/Pledges/Change',
  body: changePledgeRequestSchema,
  response: pledgeMessageSchema,
});

export const pledgesCancelRoute = route({
  method: 'POST',
  path: '/api/Pledges/Cancel',
  body: cancelPledgeRequestSchema,
  response: pledgeMessageSchema,
});

export const pledgesPayRoute = route({
  method: 'POST',
  path: '/api/Pledges/Pay',
  body: payPledgeRequestSchema,
  response: pledgeMessageSchema,
});

export const pledgesListRoute = route({
  method: 'GET',
  path: '/api/Pledges/List/:eventCode',
  params: pledgeListParamsSchema,
  query: pledgeListQuerySchema,
  response: pledgeListSchema,
});

export const pledgesResendPaymentRequestRoute = route({
  method: 'POST',
  path: '/api/Pledges/ResendPaymentRequest',
  body: pledgeActionRequestSchema,
  response: pledgeMessageSchema,
});

export const pledgesWriteOffRoute = route({
  method: 'POST',
  path: '/api/Pledges/WriteOff',
  body: pledgeActionRequestSchema,
  response: pledgeMessageSchema,
});

export const pledgesGivingStatementRoute = route({
  method: 'GET',
  path: '/api/Pledges/GivingStatement/:token',
  params: givingStatementParamsSchema,
  query: givingStatementQuerySchema,
  response: givingStatementFileSchema,
  produces: ['application/pdf'],
});
