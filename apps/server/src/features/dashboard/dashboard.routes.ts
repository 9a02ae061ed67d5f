import {
  dashboardGetActivityRoute,
  dashboardGetDashboardRoute,
  dashboardGetMyThonsRoute,
  dashboardGetParticipantsRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { loadDashboard, loadDashboardActivity, loadDashboardParticipants } from './dashboard';
import { findReachableThons } from './my-thons.queries';

const readers =
  'organisers, its franchisee and super administrators; teachers their class, team leaders their team';

export function dashboardRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Who may read a Thon is decided by its grants, in requireThonReach, so any signed-in user may ask.
    const access = { area: 'general', who: 'signed-in' } as const;

    serve(
      app,
      dashboardGetMyThonsRoute,
      {
        config: { access },
        schema: {
          tags: ['dashboard'],
          summary:
            'The Thons whose dashboard the caller may open, newest first (every Thon for super administrators)',
        },
      },
      async (request) => {
        const session = requireSession(request);
        const rows = session.IsSuperAdmin
          ? await findReachableThons(db, { all: true })
          : session.UserId
            ? await findReachableThons(db, { userId: session.UserId })
            : [];
        return rows.map((row) => ({
          EventId: row.id,
          Name: row.name,
          EventCode: row.eventCode,
          EventDate: row.eventDate,
          Status: row.status,
        }));
      },
    );

    serve(
      app,
      dashboardGetDashboardRoute,
      {
        config: { access },
        schema: {
          tags: ['dashboard'],
          summary: `A Thon's totals, charts, team leaderboard and top participants (${readers})`,
        },
      },
      async (request) =>
        loadDashboard(db, await requireThonReach(db, request, request.params.eventId, THON_ACTORS)),
    );

    serve(
      app,
      dashboardGetParticipantsRoute,
      {
        config: { personalData: 'the dashboard participant list', access },
        schema: {
          tags: ['dashboard'],
          summary: `A page of a Thon's participants by name, with search and filters (${readers})`,
        },
      },
      async (request) =>
        loadDashboardParticipants(
          db,
          await requireThonReach(db, request, request.params.eventId, THON_ACTORS),
          request.query,
        ),
    );

    serve(
      app,
      dashboardGetActivityRoute,
      {
        config: { access },
        schema: {
          tags: ['dashboard'],
          summary: `A page of a Thon's newest pledges (${readers})`,
        },
      },
      async (request) =>
        loadDashboardActivity(
          db,
          await requireThonReach(db, request, request.params.eventId, THON_ACTORS),
          request.query.page,
        ),
    );
  };
}
