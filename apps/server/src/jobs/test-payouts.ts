import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDisputes } from '../features/thon-money/test-disputes';
import { payOutTestBalances } from '../features/thon-money/test-payouts';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

// Every five minutes: a payout the charging's own ask missed (a charge answered later) follows soon.
const TEST_PAYOUTS_CRON = '*/5 * * * *';

/**
 * Asks the test provider to pay out now: the charging of a completed Thon has ended, and its school
 * sees the payout at once, as a real provider's schedule would pay it out, not minutes later.
 */
export async function askForTestPayouts(jobs: JobQueue): Promise<void> {
  await jobs.boss.send(QUEUES.testPayouts.name, {});
}

/**
 * The built-in test provider's payouts (decision 134) and disputes (decision 138), started only while
 * Stripe is not configured: with Stripe, both are Stripe's own and reach the ledger from its events.
 * Disputes come first, so a payout never sends what a dispute takes back.
 */
export async function startTestPayouts(deps: { db: Executor; jobs: JobQueue; logger: FastifyBaseLogger }) {
  await deps.jobs.boss.schedule(QUEUES.testPayouts.name, TEST_PAYOUTS_CRON);
  await deps.jobs.work(QUEUES.testPayouts.name, async () => {
    const disputed = await openTestDisputes(deps.db);
    if (disputed.length > 0)
      deps.logger.info({ payments: disputed.length }, 'test disputes opened (no money moved)');
    const paid = await payOutTestBalances(deps.db);
    if (paid.length > 0) deps.logger.info({ thons: paid.length }, 'test payouts sent (no money moved)');
  });
}
