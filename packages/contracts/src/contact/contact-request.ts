import { emailSchema, MAX_IMAGE_BYTES, messages } from '@pledgethon/core';
import { z } from 'zod';

export const CONTACT_MAX_FILES = 5;
/** Attachments are held to the product's one upload limit, the 8 MB users are told about. */
export const CONTACT_MAX_FILE_BYTES = MAX_IMAGE_BYTES;

/** Longest accepted text per field; the subject also becomes the ticket's summary. */
export const CONTACT_TEXT_LIMITS = { FromName: 60, Subject: 150, Message: 5000 } as const;

// A field that is absent altogether reads the same as one left empty.
const filled = () => z.string(messages.enterRequiredFields).trim().min(1, messages.enterRequiredFields);
const requiredText = (max: number) => filled().max(max, messages.textTooLong);

/**
 * Spec section 3, "Contact form": the text fields of the multipart request. The files arrive as
 * `Files` parts; CaptchaId and CaptchaAnswer are needed only from senders who are not signed in.
 */
export const contactFormFieldsSchema = z.object({
  From: filled().pipe(emailSchema),
  FromName: requiredText(CONTACT_TEXT_LIMITS.FromName),
  Subject: requiredText(CONTACT_TEXT_LIMITS.Subject),
  Message: requiredText(CONTACT_TEXT_LIMITS.Message),
  jiraIssueType: filled(),
  CaptchaId: z.string().trim().optional(),
  CaptchaAnswer: z.string().trim().optional(),
});

export type ContactFormFields = z.infer<typeof contactFormFieldsSchema>;

export const contactResponseSchema = z
  .object({
    /** The ticket the message became, e.g. SUP-42 in the ticketing service or PT-1A2B3C4D built in. */
    TicketKey: z.string(),
    Message: z.string(),
  })
  .meta({ id: 'ContactResult' });

export type ContactResponse = z.infer<typeof contactResponseSchema>;
