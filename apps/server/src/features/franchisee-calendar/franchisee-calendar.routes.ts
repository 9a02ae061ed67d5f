import { shopFranchiseeCalendarRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { franchiseeCalendar } from './franchisee-calendar';
import type { CalendarScope } from './franchisee-calendar.queries';

export function franchiseeCalendarRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      shopFranchiseeCalendarRoute,
      {
        config: { access: { area: 'shop', who: ['franchisee_user', 'franchisee_team_leader'] } },
        schema: {
          tags: ['shop'],
          summary:
            "The Thons of the caller's territory, their order deliveries and reminder dates between two days " +
            '(at most 62 days apart; every Thon for super administrators)',
        },
      },
      async (request) => {
        const session = requireSession(request);
        const scope: CalendarScope | null = session.IsSuperAdmin
          ? { all: true }
          : session.UserId
            ? { userId: session.UserId }
            : null;
        if (!scope) throw new AppError('forbidden', messages.accessDenied);
        const { From, To } = request.query;
        return { Entries: await franchiseeCalendar(db, { scope, from: From, to: To }) };
      },
    );
  };
}
