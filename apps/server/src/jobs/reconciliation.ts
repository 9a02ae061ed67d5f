import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { BalanceTransactions } from '../features/reconciliation/balance-transactions';
import { previousDay, reconcilePeriod } from '../features/reconciliation/reconcile';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

// An hour and a half into each UTC day: the day before, and the hour after it that is read to match
// moves dated across midnight, are closed at the provider by then.
const RECONCILIATION_CRON = '30 1 * * *';

/** The daily comparison of the ledger with the provider's balance transactions (decision 139). */
export async function startReconciliation(deps: {
  db: Executor;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  balanceTransactions: BalanceTransactions;
}) {
  await deps.jobs.boss.schedule(QUEUES.reconciliation.name, RECONCILIATION_CRON);
  await deps.jobs.work(QUEUES.reconciliation.name, async () => {
    const period = previousDay(new Date());
    const { differences } = await reconcilePeriod(deps.db, deps.balanceTransactions, {
      period,
      trigger: 'schedule',
    });
    const log =
      differences.length > 0 ? deps.logger.warn.bind(deps.logger) : deps.logger.info.bind(deps.logger);
    log(
      { day: period.start.toISOString().slice(0, 10), differences: differences.length },
      'ledger reconciled',
    );
  });
}
