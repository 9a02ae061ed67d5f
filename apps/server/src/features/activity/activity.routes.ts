import { eventsAddActivityOnlyOnceRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { requireOwnSessionToken } from '../participants/own-session-token';
import { addActivityOnce } from './activity.queries';

export function activityRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      eventsAddActivityOnlyOnceRoute,
      {
        config: { access: { area: 'open', who: 'signed-in' } },
        schema: {
          tags: ['activity'],
          summary:
            "Records an activity of the caller (Token = the caller's own) once; Added false on a repeat",
        },
      },
      async (request) => {
        const session = requireOwnSessionToken(request, request.body.Token);
        // Activity belongs to an account; an access-code session has none to keep it on.
        if (!session.UserId) throw new AppError('forbidden', messages.accessDenied);
        const added = await addActivityOnce(db, {
          userId: session.UserId,
          activityTypeId: request.body.ActivityTypeId,
        });
        return { Added: added };
      },
    );
  };
}
