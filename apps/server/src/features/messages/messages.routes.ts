import { messagesGetSentMessagesRoute, SENT_MESSAGES_PAGE_SIZE } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { countOutboxMessages, listOutboxMessages } from '../../integrations/email/outbox.queries';

export function messageRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      messagesGetSentMessagesRoute,
      {
        config: { access: { area: 'general', who: ['super_admin'] } },
        schema: {
          tags: ['messages'],
          summary:
            'Every e-mail and text message the product sent or queued, newest first, 20 a page ' +
            '(super administrators only)',
        },
      },
      async (request) => {
        const { page } = request.query;
        const [rows, total] = await Promise.all([
          listOutboxMessages(db, {
            limit: SENT_MESSAGES_PAGE_SIZE,
            offset: (page - 1) * SENT_MESSAGES_PAGE_SIZE,
          }),
          countOutboxMessages(db),
        ]);
        return {
          Items: rows.map((row) => ({
            Id: row.id,
            Channel: row.channel,
            To: row.toAddress,
            Subject: row.subject,
            Body: row.body,
            Status: row.status,
            CreatedAt: row.createdAt.toISOString(),
          })),
          Page: page,
          PageSize: SENT_MESSAGES_PAGE_SIZE,
          Total: total,
        };
      },
    );
  };
}
