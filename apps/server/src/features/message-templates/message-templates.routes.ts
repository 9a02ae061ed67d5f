import {
  activeTemplatesParamsSchema,
  activeTemplatesSchema,
  archiveTemplateParamsSchema,
  archiveTemplateResponseSchema,
  customTemplateResultSchema,
  reminderTimesParamsSchema,
  reminderTimesSchema,
  saveCustomTemplateRequestSchema,
  templateBodyRequestSchema,
  updateCustomTemplateRequestSchema,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { defaultReminderTimesIn } from '@pledgethon/core/zones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { sendJsonString } from '../../http/json-string';
import {
  archiveOwnTemplate,
  readActiveTemplates,
  readTemplateBody,
  saveCustomTemplate,
  updateOwnTemplate,
} from './message-templates';
import { reminderAccess as access, callerId } from './reminder-access';

const tags = ['message-templates'];

export function messageTemplateRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/MessageTemplates/GetReminderTimesByUserTimeZone/:zoneAbbr',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Each scheduled reminder's default send time on the given zone's clock (unknown zones: CST)",
          params: reminderTimesParamsSchema,
          response: { 200: reminderTimesSchema },
        },
      },
      async (request) => defaultReminderTimesIn(request.params.zoneAbbr, new Date()),
    );

    app.get(
      '/api/MessageTemplates/GetActiveMessageTemplatesByUserId/:userId/:reminderKey',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "The built-in and the caller's own active templates of one reminder; userId must be the caller",
          params: activeTemplatesParamsSchema,
          response: { 200: activeTemplatesSchema },
        },
      },
      async (request) => {
        const userId = callerId(request);
        // Another user's templates are theirs alone, administrators included (decision 062).
        if (request.params.userId !== userId) throw new AppError('forbidden', messages.accessDenied);
        return readActiveTemplates(db, { userId, category: request.params.reminderKey });
      },
    );

    app.post(
      '/api/MessageTemplates/saveReminderCustomTemplate/',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Saves a new custom template of the caller; answers the category's templates and the new id",
          body: saveCustomTemplateRequestSchema,
          response: { 200: customTemplateResultSchema },
        },
      },
      async (request) => saveCustomTemplate(db, { userId: callerId(request), request: request.body }),
    );

    app.post(
      '/api/MessageTemplates/updateCustomReminderTemplate/',
      {
        config: { access },
        schema: {
          tags,
          summary: "Changes one of the caller's active custom templates",
          body: updateCustomTemplateRequestSchema,
          response: { 200: customTemplateResultSchema },
        },
      },
      async (request) => updateOwnTemplate(db, { userId: callerId(request), request: request.body }),
    );

    app.get(
      '/api/MessageTemplates/ArchiveTemplate/:id',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Archives one of the caller's custom templates, never a category's last; answers the string true",
          params: archiveTemplateParamsSchema,
          response: { 200: archiveTemplateResponseSchema },
        },
      },
      async (request, reply) => {
        await archiveOwnTemplate(db, { userId: callerId(request), id: request.params.id });
        return sendJsonString(reply, 'true');
      },
    );

    app.post(
      '/api/MessageTemplates/getTemplateBodyByTemplateId/',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A template body the caller may use, as sanitised HTML',
          body: templateBodyRequestSchema,
          produces: ['text/html'],
          response: { 200: z.string().meta({ description: 'The body as HTML' }) },
        },
      },
      async (request, reply) => {
        const html = await readTemplateBody(db, {
          userId: callerId(request),
          id: request.body.Id,
          category: request.body.CategoryName,
        });
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-store').send(html);
      },
    );
  };
}
