import { REMINDER_KEYS } from '@pledgethon/core';
import { z } from 'zod';
import { boundedMultilineText, boundedText } from '../bounded-text';

/** The spec's "any text up to 60 characters" for a name. */
const TEMPLATE_NAME_MAX_LENGTH = 60;
const TEMPLATE_SUBJECT_MAX_LENGTH = 150;
/** An e-mail body of several screens of HTML; a text message is far shorter (checked by its type). */
const TEMPLATE_BODY_MAX_LENGTH = 20_000;

const MESSAGE_TYPES = ['email', 'sms'] as const;

const messageTemplateSchema = z
  .object({
    Id: z.uuid(),
    TemplateName: z.string(),
    MessageSubject: z.string().nullable(),
    MessageBody: z.string(),
    MessageType: z.enum(MESSAGE_TYPES),
    IsCustom: z.boolean(),
    IsActive: z.boolean(),
    Category: z.enum(REMINDER_KEYS),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** GET /api/MessageTemplates/GetActiveMessageTemplatesByUserId/{userId}/{reminderKey} */
export const activeTemplatesParamsSchema = z.object({
  userId: z.uuid(),
  reminderKey: z.enum(REMINDER_KEYS),
});
export const activeTemplatesSchema = z
  .object({ Templates: z.array(messageTemplateSchema) })
  .meta({ id: 'ActiveMessageTemplates' });
export type ActiveTemplates = z.infer<typeof activeTemplatesSchema>;

const name = boundedText(TEMPLATE_NAME_MAX_LENGTH).trim().min(1);
const subject = boundedText(TEMPLATE_SUBJECT_MAX_LENGTH).trim();
const body = boundedMultilineText(TEMPLATE_BODY_MAX_LENGTH).trim().min(1);

/** POST /api/MessageTemplates/saveReminderCustomTemplate/ */
export const saveCustomTemplateRequestSchema = z
  .object({
    Name: name,
    Subject: subject.nullable(),
    MessageType: z.enum(MESSAGE_TYPES),
    Body: body,
    Category: z.enum(REMINDER_KEYS),
  })
  .meta({ id: 'SaveCustomTemplateRequest' });
export type SaveCustomTemplateRequest = z.infer<typeof saveCustomTemplateRequestSchema>;

/** POST /api/MessageTemplates/updateCustomReminderTemplate/ */
export const updateCustomTemplateRequestSchema = z
  .object({
    Name: name,
    Subject: subject.nullable(),
    Body: body,
    Category: z.enum(REMINDER_KEYS),
    Id: z.uuid(),
  })
  .meta({ id: 'UpdateCustomTemplateRequest' });
export type UpdateCustomTemplateRequest = z.infer<typeof updateCustomTemplateRequestSchema>;

/** Both saves answer: Item1 success, Item2 the message, Item3 the category's templates, Item4 the id. */
export const customTemplateResultSchema = z
  .object({
    Item1: z.boolean(),
    Item2: z.string(),
    Item3: z.array(messageTemplateSchema),
    Item4: z.uuid().nullable(),
  })
  .meta({ id: 'CustomTemplateResult' });
export type CustomTemplateResult = z.infer<typeof customTemplateResultSchema>;

/** GET /api/MessageTemplates/ArchiveTemplate/{id}: the string true on success. */
export const archiveTemplateParamsSchema = z.object({ id: z.uuid() });
export const archiveTemplateResponseSchema = z.literal('true');

/** POST /api/MessageTemplates/getTemplateBodyByTemplateId/: the body as sanitised HTML. */
export const templateBodyRequestSchema = z
  .object({ Id: z.uuid(), CategoryName: z.enum(REMINDER_KEYS) })
  .meta({ id: 'TemplateBodyRequest' });
