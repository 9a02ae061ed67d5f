import { emailSchema, MAX_IMAGE_BYTES, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedMultilineText, boundedText } from '../bounded-text';
import { captchaAnswerFields } from './captcha';

export const CONTACT_MAX_FILES = 5;
/** Attachments are held to the product's one upload limit, the 8 MB users are told about. */
export const CONTACT_MAX_FILE_BYTES = MAX_IMAGE_BYTES;
/** What an attachment may be, as its content shows: images, PDF and plain text (decision 016). */
export const CONTACT_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/heic',
  'application/pdf',
  'text/plain',
] as const;

/** Longest accepted text per field; the subject also becomes the ticket's summary. */
export const CONTACT_TEXT_LIMITS = { FromName: 60, Subject: 150, Message: 5000 } as const;

// A field that is absent altogether reads the same as one left empty.
const filled = (max: number, text = boundedText) =>
  text(max, messages.enterRequiredFields).trim().min(1, messages.enterRequiredFields);

/**
 * Spec section 3, "Contact form": the text fields of the multipart request. The files arrive as
 * `Files` parts; CaptchaId and CaptchaAnswer are needed only from senders who are not signed in.
 */
export const contactFormFieldsSchema = z.object({
  // Bounded past the e-mail's own 50, so a long address gets the e-mail's own words.
  From: filled(254).pipe(emailSchema),
  FromName: filled(CONTACT_TEXT_LIMITS.FromName),
  Subject: filled(CONTACT_TEXT_LIMITS.Subject),
  Message: filled(CONTACT_TEXT_LIMITS.Message, boundedMultilineText),
  jiraIssueType: filled(100),
  ...captchaAnswerFields,
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
