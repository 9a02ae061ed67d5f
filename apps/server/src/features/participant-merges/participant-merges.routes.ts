import { thonParticipantsDuplicatesRoute, thonParticipantsMergeRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { mergeParticipants } from './merge-participants';
import { findDuplicatePairs } from './participant-merges.queries';

// Merging moves money and results between records, so it is for those who run the whole Thon.
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;

export function participantMergeRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonParticipantsDuplicatesRoute,
      {
        config: { personalData: 'the likely duplicate participants', access },
        schema: {
          tags: ['participants'],
          summary:
            "Pairs of a Thon's participants with the same name (case and spaces aside), for its organisers " +
            'and franchisee users',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.params.eventId, WHOLE_THON_ACTORS);
        const pairs = await findDuplicatePairs(db, { eventId: reach.event.id });
        const side = (row: (typeof pairs)[number]['first']) => ({
          ParticipantId: row.id,
          FirstName: row.firstName,
          LastName: row.lastName,
          TeamName: row.teamName,
          AccessCode: row.accessCode,
          Pledges: row.pledges,
          Parents: row.parents,
          HasResults: row.hasResults,
        });
        return pairs.map((pair) => ({ First: side(pair.first), Second: side(pair.second) }));
      },
    );

    serve(
      app,
      thonParticipantsMergeRoute,
      {
        config: { access },
        schema: {
          tags: ['participants'],
          summary:
            'Merges two records of one child of a Thon into the kept one, in one audited transaction ' +
            "(the Thon's organisers and franchisee users; refused when both have results)",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return mergeParticipants(db, reach, requireSession(request).UserId, request.body);
      },
    );
  };
}
