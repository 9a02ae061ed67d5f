import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { payOutTestBalances } from '../features/thon-money/test-payouts';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

// Every five minutes: a completed Thon's money shows a payout soon after its charging ends.
const TEST_PAYOUTS_CRON = '*/5 * * * *';

/**
 * The built-in test provider's payouts (decision 134), started only while Stripe is not configured:
 * with Stripe, payouts are Stripe's own and reach the ledger from its events.
 */
export async function startTestPayouts(deps: { db: Executor; jobs: JobQueue; logger: FastifyBaseLogger }) {
  await deps.jobs.boss.schedule(QUEUES.testPayouts.name, TEST_PAYOUTS_CRON);
  await deps.jobs.boss.work(QUEUES.testPayouts.name, async () => {
    const paid = await payOutTestBalances(deps.db);
    if (paid.length > 0) deps.logger.info({ thons: paid.length }, 'test payouts sent (no money moved)');
  });
}
