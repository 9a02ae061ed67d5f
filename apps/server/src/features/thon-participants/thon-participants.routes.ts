import {
  thonParticipantsAddRoute,
  thonParticipantsListRoute,
  thonParticipantsMoveRoute,
  thonParticipantsRemoveRoute,
  thonParticipantsThonRoute,
  thonParticipantsUpdateRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { THON_STAFF_ROLES } from '../thons/thon-roles';
import { addParticipant } from './add-participant';
import { requireReachedParticipant } from './participant-reach';
import { toThonParticipant } from './participant-view';
import { thonOverview } from './thon-overview';
import {
  findThonIdByCode,
  isTeamOfThon,
  listThonParticipants,
  moveParticipantsToTeam,
  updateParticipantFields,
} from './thon-participants.queries';

import { updateParticipant } from './update-participant';

// Who may act on a Thon's participants is decided per Thon by requireThonReach; the declaration keeps
// everyone else (vendors, parents, participants) out before that.
const staff = {
  area: 'general',
  who: THON_STAFF_ROLES,
} as const;

export function thonParticipantRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonParticipantsThonRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['participants'],
          summary:
            "A Thon by its event code as the caller reaches it, with its teams and teachers (the Thon's staff)",
        },
      },
      async (request) => {
        const eventId = await findThonIdByCode(db, { eventCode: request.params.eventCode });
        if (!eventId) {
          if (requireSession(request).IsSuperAdmin) throw new AppError('not_found', messages.notFound);
          throw new AppError('forbidden', messages.accessDenied);
        }
        return thonOverview(db, await requireThonReach(db, request, eventId, THON_ACTORS));
      },
    );

    serve(
      app,
      thonParticipantsListRoute,
      {
        config: { personalData: 'the participant list', access: staff },
        schema: {
          tags: ['participants'],
          summary:
            "One page of a Thon's participants by last name, searchable by name, access code or team " +
            '(teachers: their class; team leaders: their team)',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.params.eventId, THON_ACTORS);
        const { Search, TeamId, Page, PageSize } = request.query;
        const { rows, total } = await listThonParticipants(db, {
          eventId: reach.event.id,
          reach: reach.participants,
          search: Search,
          teamId: TeamId,
          page: Page,
          pageSize: PageSize,
        });
        return { Items: rows.map(toThonParticipant), Total: total, Page, PageSize };
      },
    );

    serve(
      app,
      thonParticipantsAddRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['participants'],
          summary: 'Adds a participant to a Thon with a new access code',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, THON_ACTORS);
        return addParticipant(db, reach, request.body);
      },
    );

    serve(
      app,
      thonParticipantsUpdateRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['participants'],
          summary: "Changes a participant's name, goal, grade, shirt size, team, teacher or parent e-mail",
        },
      },
      async (request) => {
        const { reach } = await requireReachedParticipant(db, request, request.body.ParticipantId);
        return updateParticipant(db, reach, request.body);
      },
    );

    serve(
      app,
      thonParticipantsRemoveRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['participants'],
          summary: "Removes a participant from the Thon's lists; their pledges and results are kept",
        },
      },
      async (request) => {
        const { participant } = await requireReachedParticipant(db, request, request.body.ParticipantId);
        await updateParticipantFields(db, {
          participantId: participant.id,
          values: { removedAt: new Date() },
        });
        return { Message: messages.participantRemoved, Participant: toThonParticipant(participant) };
      },
    );

    serve(
      app,
      thonParticipantsMoveRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['participants'],
          summary:
            "Moves participants onto another team of their Thon, or off every team (the Thon's organisers, " +
            'franchisee and teachers for their class)',
        },
      },
      async (request) => {
        const { EventId, ParticipantIds, TeamId } = request.body;
        // A team leader's reach is one team: moving someone off it is not theirs to do.
        const reach = await requireThonReach(db, request, EventId, [
          'super_admin',
          'organizer',
          'franchisee',
          'teacher',
        ]);
        const moved = await db.transaction(async (tx) => {
          if (TeamId && !(await isTeamOfThon(tx, { eventId: reach.event.id, teamId: TeamId }))) {
            throw new AppError('validation', messages.invalidData, { TeamId: messages.invalidData });
          }
          const count = await moveParticipantsToTeam(tx, {
            eventId: reach.event.id,
            reach: reach.participants,
            participantIds: ParticipantIds,
            teamId: TeamId,
          });
          // Every participant named must be one the caller reaches, or none moves.
          if (count !== new Set(ParticipantIds).size) throw new AppError('forbidden', messages.accessDenied);
          return count;
        });
        return { Message: messages.participantsMoved, Moved: moved };
      },
    );
  };
}
