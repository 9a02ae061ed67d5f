import { z } from 'zod';
import { route } from '../route';
import {
  activeTemplatesParamsSchema,
  activeTemplatesSchema,
  archiveTemplateParamsSchema,
  archiveTemplateResponseSchema,
  customTemplateResultSchema,
  saveCustomTemplateRequestSchema,
  templateBodyRequestSchema,
  updateCustomTemplateRequestSchema,
} from './message-templates';
import {
  reminderSettingsParamsSchema,
  reminderSettingsSchema,
  reminderTimesParamsSchema,
  reminderTimesSchema,
  saveReminderSettingRequestSchema,
} from './reminder-settings';
import {
  thonMessagesPageSchema,
  thonMessagesParamsSchema,
  thonMessagesQuerySchema,
  unsubscribeParamsSchema,
  unsubscribeStatusSchema,
} from './thon-messages';

export const remindersGetReminderSettingsRoute = route({
  method: 'GET',
  path: '/api/Reminders/GetReminderSettings/:eventCode',
  params: reminderSettingsParamsSchema,
  response: reminderSettingsSchema,
});

export const remindersSaveReminderSettingRoute = route({
  method: 'POST',
  path: '/api/Reminders/SaveReminderSetting',
  body: saveReminderSettingRequestSchema,
  response: reminderSettingsSchema,
});

export const messagesUnsubscribeStatusRoute = route({
  method: 'GET',
  path: '/api/Messages/UnsubscribeStatus/:token',
  params: unsubscribeParamsSchema,
  response: unsubscribeStatusSchema,
});

export const messagesUnsubscribeRoute = route({
  method: 'POST',
  path: '/api/Messages/Unsubscribe/:token',
  params: unsubscribeParamsSchema,
  response: unsubscribeStatusSchema,
});

export const messagesGetThonMessagesRoute = route({
  method: 'GET',
  path: '/api/Messages/GetThonMessages/:eventCode',
  params: thonMessagesParamsSchema,
  query: thonMessagesQuerySchema,
  response: thonMessagesPageSchema,
});

export const messageTemplatesGetReminderTimesByUserTimeZoneRoute = route({
  method: 'GET',
  path: '/api/MessageTemplates/GetReminderTimesByUserTimeZone/:zoneAbbr',
  params: reminderTimesParamsSchema,
  response: reminderTimesSchema,
});

export const messageTemplatesGetActiveMessageTemplatesByUserIdRoute = route({
  method: 'GET',
  path: '/api/MessageTemplates/GetActiveMessageTemplatesByUserId/:userId/:reminderKey',
  params: activeTemplatesParamsSchema,
  response: activeTemplatesSchema,
});

export const messageTemplatesSaveReminderCustomTemplateRoute = route({
  method: 'POST',
  path: '/api/MessageTemplates/saveReminderCustomTemplate/',
  body: saveCustomTemplateRequestSchema,
  response: customTemplateResultSchema,
});

export const messageTemplatesUpdateCustomReminderTemplateRoute = route({
  method: 'POST',
  path: '/api/MessageTemplates/updateCustomReminderTemplate/',
  body: updateCustomTemplateRequestSchema,
  response: customTemplateResultSchema,
});

export const messageTemplatesArchiveTemplateRoute = route({
  method: 'GET',
  path: '/api/MessageTemplates/ArchiveTemplate/:id',
  params: archiveTemplateParamsSchema,
  response: archiveTemplateResponseSchema,
});

export const messageTemplatesGetTemplateBodyByTemplateIdRoute = route({
  method: 'POST',
  path: '/api/MessageTemplates/getTemplateBodyByTemplateId/',
  body: templateBodyRequestSchema,
  response: z.string().meta({ description: 'The body as HTML' }),
  produces: ['text/html'],
});

// Twilio posts every field of the message; these two are read, the rest only signed.
const inboundTextSchema = z.looseObject({
  From: z.string().max(32),
  Body: z.string().max(1600),
});

export const smsInboundRoute = route({
  method: 'POST',
  path: '/api/Sms/Inbound',
  body: inboundTextSchema,
  produces: ['text/xml'],
  response: z.string().meta({ description: 'TwiML: the reply, if any' }),
});
