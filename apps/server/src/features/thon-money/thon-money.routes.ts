import { thonsMoneyRoute, thonsMoneyStatementRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { sendSpreadsheet, spreadsheetStream } from '../../http/spreadsheet-download';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { thonMoney, thonStatement } from './thon-money';

// The organiser, the franchisee's people and administrators: the Thon's money is theirs to answer for.
const treasurers = { area: 'general', who: THON_RUNNER_ROLES } as const;
// An id no Thon has: an unknown event code is refused exactly like someone else's Thon.
const NO_THON = '00000000-0000-0000-0000-000000000000';

export function thonMoneyRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonsMoneyRoute,
      {
        config: { access: treasurers },
        schema: {
          tags: ['thons'],
          summary:
            "The treasurer's view of a Thon: pledges charged, fees, commission, refunds, disputes, net to the school, " +
            "payouts and what is pending, each a sum of the Thon's ledger; a franchisee's commission or the " +
            "platform's fees across Thons",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const reach = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        return thonMoney(db, reach, requireSession(request));
      },
    );

    serve(
      app,
      thonsMoneyStatementRoute,
      {
        config: { access: treasurers },
        schema: {
          tags: ['thons'],
          summary:
            "The Thon's statement as a CSV or XLSX download: every ledger entry and the totals, money in dollars, " +
            'cells that look like formulas neutralised',
        },
      },
      async (request, reply) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const { event } = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        const file = spreadsheetStream(thonStatement(db, { eventId: event.id }), request.query.Format);
        return sendSpreadsheet(reply, {
          file,
          format: request.query.Format,
          name: `${event.eventCode}-statement`,
        });
      },
    );
  };
}
