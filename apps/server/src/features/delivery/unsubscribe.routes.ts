import { messagesUnsubscribeRoute, messagesUnsubscribeStatusRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { readFormBody } from './form-body';
import { unsubscribe, unsubscribeStatus } from './unsubscribe';

// The link in an e-mail is the recipient's permission: no sign-in, anyone holding it.
const access = { area: 'open', who: 'anyone' } as const;

export function unsubscribeRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Mail clients post RFC 8058's one-click form (List-Unsubscribe=One-Click) as a form body.
    readFormBody(app);

    serve(
      app,
      messagesUnsubscribeStatusRoute,
      {
        config: { access },
        schema: {
          tags: ['messages'],
          summary: 'The address an unsubscribe link names (partly hidden) and whether it has unsubscribed',
        },
      },
      async (request) => unsubscribeStatus(db, request.params),
    );

    serve(
      app,
      messagesUnsubscribeRoute,
      {
        config: { access },
        schema: {
          tags: ['messages'],
          summary:
            "Unsubscribes an unsubscribe link's address from reminders and shares; the page's button and " +
            "mail clients' one-click List-Unsubscribe-Post both call it",
        },
      },
      async (request) => unsubscribe(db, request.params),
    );
  };
}
