import { thonsReconcileRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import type { BalanceTransactions } from './balance-transactions';
import { reconcilePeriod } from './reconcile';

const DAY = 86_400_000;

/** An administrator compares a period on demand, beside the daily run (decision 139). */
export function reconciliationRoutes(
  { database: { db } }: AppDeps,
  source: BalanceTransactions,
): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonsReconcileRoute,
      {
        config: { access: { area: 'general', who: ['super_admin'] } },
        schema: {
          tags: ['thons'],
          summary:
            "Compares every Thon's ledger with the provider's balance transactions over the days given (UTC, both " +
            'included) and records each difference to the cent; the money pages show the result',
        },
      },
      async (request) => {
        const start = new Date(`${request.body.From}T00:00:00Z`);
        const end = new Date(new Date(`${request.body.To}T00:00:00Z`).getTime() + DAY);
        const { differences } = await reconcilePeriod(db, source, {
          period: { start, end },
          trigger: 'administrator',
        });
        return {
          PeriodStart: start.toISOString(),
          PeriodEnd: end.toISOString(),
          Differences: differences.length,
        };
      },
    );
  };
}
