import {
  RESULTS_PER_SAVE_MAX,
  resultsGridRoute,
  resultsHistoryRoute,
  resultsSaveRoute,
  resultsUploadRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { and, eq, schema } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { requireReachedParticipant } from '../thon-participants/participant-reach';
import { withinReach } from '../thon-participants/thon-participants.queries';
import { requireThonReach, type ThonActor } from '../thons/thon-reach';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { readResultsCsv } from './read-results-csv';
import { findResultHistory, findResultRows, findUnitRange } from './results.queries';
import { saveResults } from './save-results';

// Organisers and teachers enter results (teachers for their class); the Thon's franchisee and super
// administrators may too. Team leaders lead a team but do not count its laps.
export const RESULT_ACTORS: readonly ThonActor[] = ['super_admin', 'organizer', 'franchisee', 'teacher'];
export const resultAccess = {
  area: 'general',
  who: [...THON_RUNNER_ROLES, 'teacher'],
} as const;

export function resultRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      resultsGridRoute,
      {
        config: { personalData: 'the results grid', access: resultAccess },
        schema: {
          tags: ['results'],
          summary: "The completed units of the participants the caller reaches, or of one team's",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.params.eventId, RESULT_ACTORS);
        const { TeamId } = request.query;
        const scope = and(
          withinReach(reach.event.id, reach.participants),
          TeamId ? eq(schema.participants.teamId, TeamId) : undefined,
        );
        const [range, rows] = await Promise.all([
          findUnitRange(db, { eventId: reach.event.id }),
          scope ? findResultRows(db, { scope, limit: RESULTS_PER_SAVE_MAX }) : [],
        ]);
        if (!range) throw new AppError('not_found', messages.notFound);
        return {
          EventId: reach.event.id,
          UnitNamePlural: range.unitNamePlural,
          MinUnits: range.min,
          MaxUnits: range.max,
          Rows: rows.slice(0, RESULTS_PER_SAVE_MAX).map((row) => ({
            ParticipantId: row.participantId,
            FirstName: row.firstName,
            LastName: row.lastName,
            TeamName: row.teamName,
            Units: row.units,
          })),
          Truncated: rows.length > RESULTS_PER_SAVE_MAX,
        };
      },
    );

    serve(
      app,
      resultsSaveRoute,
      {
        config: { access: resultAccess },
        schema: {
          tags: ['results'],
          summary:
            'Saves completed units, one participant or a grid at once, all or none; every change is audited',
        },
      },
      async (request) => {
        const { EventId, Source, Results } = request.body;
        const reach = await requireThonReach(db, request, EventId, RESULT_ACTORS);
        const typed = Results.map((row) => ({
          participantId: row.ParticipantId,
          units: row.Units,
          errorKey: row.ParticipantId,
        }));
        return saveResults(db, { reach, typed, source: Source, userId: requireSession(request).UserId });
      },
    );

    serve(
      app,
      resultsUploadRoute,
      {
        config: { access: resultAccess },
        schema: {
          tags: ['results'],
          summary: 'Saves completed units from a CSV with "Participant ID" and "Units" columns, all or none',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, RESULT_ACTORS);
        const typed = await readResultsCsv(request.body.Csv);
        return saveResults(db, { reach, typed, source: 'csv', userId: requireSession(request).UserId });
      },
    );

    serve(
      app,
      resultsHistoryRoute,
      {
        config: { personalData: 'the results history', access: resultAccess },
        schema: {
          tags: ['results'],
          summary: "Who changed a participant's completed units, from what to what, and when",
        },
      },
      async (request) => {
        const { participant } = await requireReachedParticipant(db, request, request.params.participantId);
        const changes = await findResultHistory(db, { participantId: participant.id });
        return {
          Changes: changes.map((change) => ({
            PreviousUnits: change.previousUnits,
            Units: change.units,
            Source: change.source,
            ChangedBy: change.changedByFirstName
              ? `${change.changedByFirstName} ${change.changedByLastName}`
              : null,
            ChangedAt: change.changedAt.toISOString(),
          })),
        };
      },
    );
  };
}
