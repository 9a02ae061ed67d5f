import {
  thonsMoneyAskAgainRoute,
  thonsMoneyDecideTestDisputeRoute,
  thonsMoneyRoute,
  thonsMoneyStatementRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { sendSpreadsheet, spreadsheetStream } from '../../http/spreadsheet-download';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { askTransferAgain } from './ask-again';
import { decideTestDispute } from './decide-test-dispute';
import { thonMoney, thonStatement } from './thon-money';

// The organiser, the franchisee's people and administrators: the Thon's money is theirs to answer for.
const treasurers = { area: 'general', who: THON_RUNNER_ROLES } as const;
// Asking the provider again by hand moves money: only an administrator, who can check the account there.
const administrators = { area: 'general', who: ['super_admin'] } as const;
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

    serve(
      app,
      thonsMoneyAskAgainRoute,
      {
        config: { access: administrators },
        schema: {
          tags: ['thons'],
          summary:
            "An administrator asks a transfer the payment provider refused again, once its cause was fixed at the provider: it is pending again, made at the transfers worker's next run, once",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const { event } = await requireThonReach(db, request, eventId, ['super_admin']);
        const { UserId } = requireSession(request);
        if (!UserId) throw new AppError('forbidden', messages.accessDenied);
        return askTransferAgain(
          db,
          { eventId: event.id, userId: UserId, log: request.log },
          { kind: request.body.Kind, id: request.body.Id },
        );
      },
    );

    serve(
      app,
      thonsMoneyDecideTestDisputeRoute,
      {
        // The test bank's decision moves the ledger: an administrator plays it, as for asking again.
        config: { access: administrators },
        schema: {
          tags: ['thons'],
          summary:
            "TEST: an administrator plays the test bank's decision of an open test dispute, won or lost; applied once, through the dispute's moves and its ledger entries, as the provider's closing events are",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const { event } = await requireThonReach(db, request, eventId, ['super_admin']);
        return decideTestDispute(db, {
          eventId: event.id,
          id: request.body.Id,
          outcome: request.body.Outcome,
        });
      },
    );
  };
}
