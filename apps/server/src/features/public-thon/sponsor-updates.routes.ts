import { sponsorUpdatesPostRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { withinReach } from '../thon-participants/thon-participants.queries';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { insertSponsorUpdate, isParticipantInScope } from './sponsor-updates.queries';

// Organisers post for their Thon, as do its franchisee and super administrators.
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;

export function sponsorUpdateRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      sponsorUpdatesPostRoute,
      {
        config: { access },
        schema: {
          tags: ['events'],
          summary: "Posts an update to the Thon's sponsors, or to one participant's, on the public pages",
        },
      },
      async (request) => {
        const { EventId, ParticipantId, Message } = request.body;
        const reach = await requireThonReach(db, request, EventId, [
          'super_admin',
          'organizer',
          'franchisee',
        ]);
        const posted = await db.transaction(async (tx) => {
          const scope = withinReach(reach.event.id, reach.participants);
          if (
            ParticipantId &&
            !(scope && (await isParticipantInScope(tx, { scope, participantId: ParticipantId })))
          ) {
            throw new AppError('validation', messages.invalidData, { ParticipantId: messages.invalidData });
          }
          return insertSponsorUpdate(tx, {
            eventId: reach.event.id,
            participantId: ParticipantId,
            authorUserId: requireSession(request).UserId,
            message: Message,
          });
        });
        return {
          Message: messages.updatePosted,
          SponsorUpdate: {
            SponsorUpdateId: posted.id,
            Message: posted.message,
            ParticipantId: posted.participantId,
            PostedAt: posted.createdAt.toISOString(),
          },
        };
      },
    );
  };
}
