import {
  type CaptchaChallenge,
  type CaptchaQuestion,
  type ContactResponse,
  captchaNewQuestionRoute,
  captchaNewRoute,
  emailTestAdminFranchiseeEmailContactRoute,
  eventsGetjiraissuetypesRoute,
  type IssueType,
} from '@pledgethon/contracts';
import { callApi } from '../../api/client';

export function fetchIssueTypes(): Promise<IssueType[]> {
  return callApi(eventsGetjiraissuetypesRoute);
}

export function fetchCaptcha(): Promise<CaptchaChallenge> {
  return callApi(captchaNewRoute);
}

export function fetchCaptchaQuestion(): Promise<CaptchaQuestion> {
  return callApi(captchaNewQuestionRoute);
}

export function sendContactForm(form: FormData): Promise<ContactResponse> {
  return callApi(emailTestAdminFranchiseeEmailContactRoute, { body: form });
}
