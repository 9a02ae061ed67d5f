import { contactFormFieldsSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { verifyCaptcha } from '../captcha/captcha.service';
import type { ReceivedFile } from './contact-attachments';
import { contactIdempotencyKey } from './contact-idempotency';
import type { ContactSender } from './contact-sender';
import { listIssueTypes } from './list-issue-types';
import { type ContactDeps, submitContactRequest } from './submit-contact-request';

export type ContactForm = {
  sender: ContactSender;
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** The client's Idempotency-Key header, if it sent one. */
  headerKey: string | undefined;
};

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return errors;
}

/**
 * The contact form (spec section 6): checks the fields, the captcha of a sender who is not signed in
 * and the issue type, then files the request once however often it is sent, and answers with its ticket.
 */
export async function sendContactForm(
  deps: ContactDeps,
  { sender, fields, files, headerKey }: ContactForm,
): Promise<{ TicketKey: string; Message: string }> {
  const parsed = contactFormFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('validation', messages.enterRequiredFields, fieldErrors(parsed.error.issues));
  }
  const form = parsed.data;
  if (
    sender.needsCaptcha &&
    !(await verifyCaptcha(deps.db, { captchaId: form.CaptchaId, answer: form.CaptchaAnswer }))
  ) {
    throw new AppError('validation', messages.invalidCaptcha, { CaptchaAnswer: messages.invalidCaptcha });
  }
  const issueType = (await listIssueTypes(deps.ticketing)).find((type) => type.Id === form.jiraIssueType);
  if (!issueType) {
    throw new AppError('validation', messages.enterRequiredFields, {
      jiraIssueType: messages.enterRequiredFields,
    });
  }
  const ticketKey = await submitContactRequest(deps, {
    fields: form,
    files,
    userId: sender.userId,
    account: sender.account,
    issueTypeName: issueType.Name,
    idempotencyKey: contactIdempotencyKey({
      headerKey: headerKey?.trim() || undefined,
      userId: sender.userId,
      fields: form,
      files,
      now: new Date(),
    }),
  });
  return { TicketKey: ticketKey, Message: messages.emailsSent };
}
