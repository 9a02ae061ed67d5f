import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { listUnprocessedChargeRequestIds } from '../features/charging/charges.queries';
import { processChargeRequest } from '../features/charging/process-charge-request';
import {
  resumeUnresolvedAttempts,
  retryDueCharges,
  UNRESOLVED_AFTER_MS,
} from '../features/charging/retry-charges';
import { resumeCardSaves } from '../features/pledges/card-saving';
import { owedToAbsentDonors } from '../features/pledges/owed-to-donors';
import type { Payments } from '../integrations/payments/payments.types';
import type { JobQueue } from './job-queue';
import { askForFreshStatistics } from './planner-statistics';
import { QUEUES } from './queues';
import { askForTestPayouts } from './test-payouts';

// Every minute: a completion is charged within minutes even when its announcement was lost.
const CHARGE_SWEEP_CRON = '* * * * *';

type ChargingJob = { chargeRequestId: string };

export type ChargingDeps = {
  db: Executor;
  jobs: JobQueue;
  config: Config;
  logger: FastifyBaseLogger;
  payments: Payments;
};

/**
 * Asks the charging worker to consume a charge request now. The queue keeps one job per request
 * queued or running (its key), so announcing it again while one waits or runs adds nothing.
 */
async function announceCharging(jobs: JobQueue, chargeRequestId: string): Promise<void> {
  await jobs.boss.send(QUEUES.pledgeCharging.name, { chargeRequestId } satisfies ChargingJob, {
    singletonKey: chargeRequestId,
  });
}

/** Announces the Thon's unprocessed charge requests, once the completion that wrote them is committed. */
export async function announceChargingOf(jobs: JobQueue, db: Executor, { eventId }: { eventId: string }) {
  for (const id of await listUnprocessedChargeRequestIds(db, { eventId })) await announceCharging(jobs, id);
}

/**
 * The charging worker: consumes charge requests (decision 033) as jobs, and once a minute announces
 * any request still unprocessed, retries the failed charges that are due and asks again about
 * attempts and cards to save left without an answer (decisions 119 and 122). A step that fails is logged and fails the job,
 * and the next minute's sweep tries it again.
 */
export async function startPledgeCharging(deps: ChargingDeps): Promise<void> {
  const mail = { db: deps.db, config: deps.config, log: deps.logger };
  const context = { ...mail, payments: deps.payments, owed: owedToAbsentDonors(mail) };
  await deps.jobs.work<ChargingJob>(QUEUES.pledgeCharging.name, async ([job]) => {
    if (!job) return;
    await processChargeRequest(context, job.data);
    await askForFreshStatistics(deps.jobs);
    // The built-in test provider pays a completed Thon out once its charging is over (decision 134).
    if (deps.payments.name === 'test') await askForTestPayouts(deps.jobs);
  });
  await deps.jobs.boss.schedule(QUEUES.chargeSweep.name, CHARGE_SWEEP_CRON);
  await deps.jobs.work(QUEUES.chargeSweep.name, async () => {
    try {
      for (const id of await listUnprocessedChargeRequestIds(deps.db)) await announceCharging(deps.jobs, id);
      await retryDueCharges(context);
      await resumeUnresolvedAttempts(context);
      await resumeCardSaves(context, { olderThan: new Date(Date.now() - UNRESOLVED_AFTER_MS) });
    } catch (error) {
      deps.logger.error({ err: error }, "the charging sweep failed: the next minute's sweep tries again");
      throw error;
    }
  });
}
