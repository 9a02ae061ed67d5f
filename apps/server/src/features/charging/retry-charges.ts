import { chargePledges, type OwingContext } from './charge-pledges';
import type { ChargeToMake } from './charges.queries';
import { listDueRetries, listUnresolvedAttempts, startNextAttempt } from './charges.queries';

const BATCH = 500;

/**
 * How long an attempt may wait for its answer before the sweep asks again (decision 119): far longer
 * than any one call to the provider takes, short enough that a donor's money is settled within minutes
 * of a crash or an outage.
 */
export const UNRESOLVED_AFTER_MS = 2 * 60_000;

/**
 * Tries the saved cards of failed charges whose retry is due, each as its next attempt under a new
 * key, recorded before the provider is asked; the donors whose card failed again are asked once more.
 * Answers those pledges.
 */
export async function retryDueCharges(context: OwingContext, now = new Date()): Promise<string[]> {
  const due = await listDueRetries(context.db, { now, limit: BATCH });
  const started: ChargeToMake[] = [];
  for (const charge of due) {
    const next = await startNextAttempt(context.db, { ...charge, paymentMethod: null });
    if (next) started.push(next);
  }
  const { newlyFailed } = await chargePledges(context, started, { now, owed: context.owed });
  return newlyFailed;
}

/**
 * Asks the provider again about attempts left without an answer, under their own keys and cards:
 * it answers a charge it made with that charge and makes one it never received, so each attempt
 * ends paid or refused once, however its first call ended.
 */
export async function resumeUnresolvedAttempts(context: OwingContext, now = new Date()): Promise<void> {
  const olderThan = new Date(now.getTime() - UNRESOLVED_AFTER_MS);
  const attempts = await listUnresolvedAttempts(context.db, { olderThan, limit: BATCH });
  await chargePledges(context, attempts, { now, owed: context.owed });
}
