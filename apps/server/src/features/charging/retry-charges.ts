import { type ChargingContext, chargePledges } from './charge-pledges';
import type { ChargeToMake } from './charges.queries';
import { listDueRetries, startNextAttempt } from './charges.queries';

/**
 * Tries the saved cards of failed charges whose retry is due, each as its next attempt under a new
 * key; answers the pledges that failed again, whose donors are asked once more.
 */
export async function retryDueCharges(context: ChargingContext, now = new Date()): Promise<string[]> {
  const due = await listDueRetries(context.db, { now, limit: 500 });
  const started: ChargeToMake[] = [];
  for (const charge of due) {
    const next = await startNextAttempt(context.db, charge);
    if (next) started.push(next);
  }
  const result = await chargePledges(context, started, { offSession: true, now });
  return result.newlyFailed;
}
