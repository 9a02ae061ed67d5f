import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { OweOnRefusal } from '../features/charging/charge-pledges';
import { findChargeOfPledge, listUnprocessedChargeRequestIds } from '../features/charging/charges.queries';
import { processChargeRequest } from '../features/charging/process-charge-request';
import { resumeUnresolvedAttempts, retryDueCharges } from '../features/charging/retry-charges';
import { sendPaymentRequest } from '../features/pledges/pledge-emails';
import type { Payments } from '../integrations/payments/payments.types';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

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
 * The request to pay with another card that each donor whose charge just failed is owed, written in
 * the transaction that records the failure.
 */
export function askFailedDonors(deps: ChargingDeps): OweOnRefusal {
  return async (tx, pledgeIds) => {
    const mail = { db: tx, jobs: deps.jobs, config: deps.config, log: deps.logger };
    for (const pledgeId of pledgeIds) {
      const charge = await findChargeOfPledge(tx, { pledgeId });
      if (charge) await sendPaymentRequest(mail, { pledgeId, attempt: charge.attempt });
    }
  };
}

/**
 * The charging worker: consumes charge requests (decision 033) as jobs, and once a minute announces
 * any request still unprocessed, retries the failed charges that are due and asks again about
 * attempts left without an answer (decision 119). A step that fails is logged and fails the job,
 * and the next minute's sweep tries it again.
 */
export async function startPledgeCharging(deps: ChargingDeps): Promise<void> {
  const context = {
    db: deps.db,
    payments: deps.payments,
    log: deps.logger,
    oweOnRefusal: askFailedDonors(deps),
  };
  await deps.jobs.boss.work<ChargingJob>(QUEUES.pledgeCharging.name, async ([job]) => {
    if (job) await processChargeRequest(context, job.data);
  });
  await deps.jobs.boss.schedule(QUEUES.chargeSweep.name, CHARGE_SWEEP_CRON);
  await deps.jobs.boss.work(QUEUES.chargeSweep.name, async () => {
    try {
      for (const id of await listUnprocessedChargeRequestIds(deps.db)) await announceCharging(deps.jobs, id);
      await retryDueCharges(context);
      await resumeUnresolvedAttempts(context);
    } catch (error) {
      deps.logger.error({ err: error }, "the charging sweep failed: the next minute's sweep tries again");
      throw error;
    }
  });
}
