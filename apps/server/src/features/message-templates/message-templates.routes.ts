import {
  messageTemplatesArchiveTemplateRoute,
  messageTemplatesGetActiveMessageTemplatesByUserIdRoute,
  messageTemplatesGetReminderTimesByUserTimeZoneRoute,
  messageTemplatesGetTemplateBodyByTemplateIdRoute,
  messageTemplatesSaveReminderCustomTemplateRoute,
  messageTemplatesUpdateCustomReminderTemplateRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { defaultReminderTimesIn } from '@pledgethon/core/zones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { sendJsonString } from '../../http/json-string';
import { serve } from '../../http/serve-route';
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
    serve(
      app,
      messageTemplatesGetReminderTimesByUserTimeZoneRoute,
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Each scheduled reminder's default send time on the given zone's clock (unknown zones: CST)",
        },
      },
      async (request) => defaultReminderTimesIn(request.params.zoneAbbr, new Date()),
    );

    serve(
      app,
      messageTemplatesGetActiveMessageTemplatesByUserIdRoute,
      {
        config: { access },
        schema: {
          tags,
          summary:
            "The built-in and the caller's own active templates of one reminder; userId must be the caller",
        },
      },
      async (request) => {
        const userId = callerId(request);
        // Another user's templates are theirs alone, administrators included (decision 062).
        if (request.params.userId !== userId) throw new AppError('forbidden', messages.accessDenied);
        return readActiveTemplates(db, { userId, category: request.params.reminderKey });
      },
    );

    serve(
      app,
      messageTemplatesSaveReminderCustomTemplateRoute,
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Saves a new custom template of the caller; answers the category's templates and the new id",
        },
      },
      async (request) => saveCustomTemplate(db, { userId: callerId(request), request: request.body }),
    );

    serve(
      app,
      messageTemplatesUpdateCustomReminderTemplateRoute,
      {
        config: { access },
        schema: {
          tags,
          summary: "Changes one of the caller's active custom templates",
        },
      },
      async (request) => updateOwnTemplate(db, { userId: callerId(request), request: request.body }),
    );

    serve(
      app,
      messageTemplatesArchiveTemplateRoute,
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Archives one of the caller's custom templates, never a category's last; answers the string true",
        },
      },
      async (request, reply) => {
        await archiveOwnTemplate(db, { userId: callerId(request), id: request.params.id });
        return sendJsonString(reply, 'true');
      },
    );

    serve(
      app,
      messageTemplatesGetTemplateBodyByTemplateIdRoute,
      {
        config: { access },
        schema: {
          tags,
          summary: 'A template body the caller may use, as sanitised HTML',
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
