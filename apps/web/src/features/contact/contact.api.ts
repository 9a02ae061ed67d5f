import {
  type CaptchaChallenge,
  type CaptchaQuestion,
  type ContactResponse,
  captchaChallengeSchema,
  captchaQuestionSchema,
  contactResponseSchema,
  type IssueType,
  issueTypesResponseSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

export function fetchIssueTypes(): Promise<IssueType[]> {
  return apiRequest('GET', '/api/events/getjiraissuetypes', { schema: issueTypesResponseSchema });
}

export function fetchCaptcha(): Promise<CaptchaChallenge> {
  return apiRequest('GET', '/api/Captcha/New', { schema: captchaChallengeSchema });
}

export function fetchCaptchaQuestion(): Promise<CaptchaQuestion> {
  return apiRequest('GET', '/api/Captcha/NewQuestion', { schema: captchaQuestionSchema });
}

export function sendContactForm(form: FormData): Promise<ContactResponse> {
  return apiRequest('POST', '/api/EmailTest/AdminFranchiseeEmailContact', {
    body: form,
    schema: contactResponseSchema,
  });
}
