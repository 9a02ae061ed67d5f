import { thonParticipantsClaimsRoute, thonParticipantsDecideClaimRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import type { ChildPhotos } from '../privacy/child-photos';
import { withinReach } from '../thon-participants/thon-participants.queries';
import { requireThonReach, type ThonActor } from '../thons/thon-reach';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { findPendingClaims } from './child-claims.queries';
import { decideClaim } from './decide-claim';

// The Thon's runners and team leaders (for their team's children) confirm a parent; a teacher does not.
const CLAIM_DECIDERS: readonly ThonActor[] = ['super_admin', 'organizer', 'franchisee', 'team_leader'];
const access = { area: 'general', who: [...THON_RUNNER_ROLES, 'team_leader'] } as const;

export function childClaimRoutes({ database: { db } }: AppDeps, photos: ChildPhotos): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonParticipantsClaimsRoute,
      {
        config: { personalData: 'the parents asking to be linked to a child', access },
        schema: {
          tags: ['participants'],
          summary:
            "The parents waiting to be linked to a child the Thon lists under the name they gave (the Thon's " +
            'organisers and franchisee users; team leaders: their team)',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.params.eventId, CLAIM_DECIDERS);
        const claims = await findPendingClaims(db, {
          scope: withinReach(reach.event.id, reach.participants),
        });
        return claims.map((claim) => ({
          ClaimId: claim.id,
          ParticipantId: claim.participantId,
          FirstName: claim.firstName,
          LastName: claim.lastName,
          TeamName: claim.teamName,
          ParentFirstName: claim.parentFirstName,
          ParentLastName: claim.parentLastName,
          ParentEmail: claim.parentEmail,
          ListedParentEmail: claim.listedParentEmail,
          RequestedAt: claim.createdAt.toISOString(),
        }));
      },
    );

    serve(
      app,
      thonParticipantsDecideClaimRoute,
      {
        config: { access },
        schema: {
          tags: ['participants'],
          summary:
            "Confirms (links the parent to the listed child) or declines a parent's pending claim, for the " +
            "Thon's organisers, franchisee users and the child's team leader",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, CLAIM_DECIDERS);
        return decideClaim(db, photos, reach, requireSession(request).UserId, request.body);
      },
    );
  };
}
