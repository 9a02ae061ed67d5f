import { messagesGetThonMessagesRoute, THON_MESSAGES_PAGE_SIZE } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { reminderAccess } from '../message-templates/reminder-access';
import { requireThonReach } from '../thons/thon-reach';
import { WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { countThonMessagesByState, listThonMessages } from './thon-messages.queries';

// An id no Thon has: an unknown event code is refused exactly like someone else's Thon.
const NO_THON = '00000000-0000-0000-0000-000000000000';

export function thonMessageRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      messagesGetThonMessagesRoute,
      {
        config: { access: reminderAccess },
        schema: {
          tags: ['messages'],
          summary:
            "A Thon's sent messages (reminders, shares), newest first, with each one's delivery state: " +
            'queued, held, sent, failed or suppressed (its organisers, franchisee and super administrators)',
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const { event } = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        const { page, state } = request.query;
        const now = new Date();
        const [{ rows, total }, counts] = await Promise.all([
          listThonMessages(db, {
            eventId: event.id,
            ...(state ? { state } : {}),
            limit: THON_MESSAGES_PAGE_SIZE,
            offset: (page - 1) * THON_MESSAGES_PAGE_SIZE,
            now,
          }),
          countThonMessagesByState(db, { eventId: event.id, now }),
        ]);
        return {
          EventName: event.name,
          Items: rows.map(({ message, state: messageState, reminder }) => ({
            Id: message.id,
            Channel: message.channel,
            To: message.toAddress,
            Subject: message.subject,
            Reminder: reminder,
            State: messageState,
            CreatedAt: message.createdAt.toISOString(),
            SendAfter: message.sendAfter.toISOString(),
            SentAt: message.sentAt?.toISOString() ?? null,
            Error: message.error,
          })),
          Page: page,
          PageSize: THON_MESSAGES_PAGE_SIZE,
          Total: total,
          Counts: counts,
        };
      },
    );
  };
}
