import { CONTACT_MAX_FILE_BYTES, CONTACT_MAX_FILES, contactFormFieldsSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { z } from 'zod';

/**
 * The form as the modal holds it: the contract's fields, the chosen files, and the captcha answer,
 * which only a sender who is not signed in must give.
 */
export function contactFormSchema(needsCaptcha: boolean) {
  return contactFormFieldsSchema.omit({ CaptchaId: true, CaptchaAnswer: true }).extend({
    CaptchaAnswer: needsCaptcha
      ? z.string().trim().min(1, messages.invalidCaptcha)
      : z.string().trim().optional(),
    Files: z
      .array(z.instanceof(File))
      .max(CONTACT_MAX_FILES, messages.tooManyAttachments)
      .refine(
        (files) => files.every((file) => file.size <= CONTACT_MAX_FILE_BYTES),
        messages.fileSizeLimitExceeded,
      ),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;

/** The multipart body the server reads: the text fields by name, each file as a `Files` part. */
export function toContactFormData(values: ContactFormValues, captchaId: string | undefined): FormData {
  const form = new FormData();
  form.append('From', values.From);
  form.append('FromName', values.FromName);
  form.append('Subject', values.Subject);
  form.append('Message', values.Message);
  form.append('jiraIssueType', values.jiraIssueType);
  if (captchaId && values.CaptchaAnswer) {
    form.append('CaptchaId', captchaId);
    form.append('CaptchaAnswer', values.CaptchaAnswer);
  }
  for (const file of values.Files) form.append('Files', file, file.name);
  return form;
}
