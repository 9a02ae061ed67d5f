import { participantListSchema, participantsByParentParamsSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';

export function parentRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Parent/GetParticipantsByParent/:parentId/:userId',
      {
        config: { access: { area: 'parent', who: 'signed-in' } },
        schema: {
          tags: ['parents'],
          summary:
            "A parent's participants; both ids must be the caller's own user id (super administrators: any parent)",
          params: participantsByParentParamsSchema,
          response: { 200: participantListSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { parentId, userId } = request.params;
        const ownIds = parentId === session.UserId && userId === session.UserId;
        if (!session.IsSuperAdmin && !ownIds) throw new AppError('forbidden', messages.accessDenied);
        return toParticipantItems(db, await findParticipantsOfParent(db, { parentUserId: parentId }));
      },
    );
  };
}
