import { route } from '../route';
import { captchaChallengeSchema, captchaQuestionSchema } from './captcha';
import { contactResponseSchema } from './contact-request';
import { captchaNewEndpoint, captchaNewQuestionEndpoint } from './endpoints';
import { issueTypesResponseSchema } from './issue-types';

export const eventsGetjiraissuetypesRoute = route({
  method: 'GET',
  path: '/api/events/getjiraissuetypes',
  response: issueTypesResponseSchema,
});

export const emailTestAdminFranchiseeEmailContactRoute = route({
  method: 'POST',
  path: '/api/EmailTest/AdminFranchiseeEmailContact',
  response: contactResponseSchema,
  consumes: ['multipart/form-data'],
});

export const captchaNewRoute = route({
  ...captchaNewEndpoint,
  response: captchaChallengeSchema,
});

export const captchaNewQuestionRoute = route({
  ...captchaNewQuestionEndpoint,
  response: captchaQuestionSchema,
});
