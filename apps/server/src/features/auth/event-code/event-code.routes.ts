import { eventCodeRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { sendJsonString } from '../../../http/json-string';
import { serve } from '../../../http/serve-route';
import { findEventIdByCode } from './event-code.queries';

export function eventCodeRoutes({ database }: AppDeps): FastifyPluginAsyncZod {
  const { db } = database;

  return async (app) => {
    serve(
      app,
      eventCodeRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['events'],
          summary: "The id of the Thon with this event code, or 'not found'",
        },
      },
      async (request, reply) => {
        const eventId = await findEventIdByCode(db, request.body.EventCode);
        if (!eventId) throw new AppError('not_found', messages.notFound);
        return sendJsonString(reply, eventId);
      },
    );
  };
}
