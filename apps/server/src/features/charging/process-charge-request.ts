import { rowsPerTransaction } from '@pledgethon/db';
import { chargePledges, type OwingContext } from './charge-pledges';
import {
  findChargeRequest,
  listPendingCharges,
  markChargeRequestProcessed,
  prepareCharges,
} from './charges.queries';

// Charges asked of the provider and recorded per transaction. On the embedded engine every request waits
// for the transaction that records them, so pages there are short: 100, which charge a Thon as fast as
// 500 did once the pages were read in id order from their index (decision 158).
const PAGE = { server: 1_000, embedded: 100 };

export type ChargingSummary = { charged: number; failed: number; unresolved: number };

/**
 * Consumes one charge request (a Thon or a participant marked completed, decision 033): fixes every
 * charge in scope, charges the pending ones page by page, tells the donors whose card failed, and
 * marks the request processed. Running it again, at the same time in another process, or after a
 * crash half way, charges nobody twice and misses nobody (decision 053); an attempt the provider did
 * not answer stays pending, and the sweep asks again (decision 119).
 */
export async function processChargeRequest(
  context: OwingContext,
  { chargeRequestId }: { chargeRequestId: string },
): Promise<ChargingSummary> {
  const request = await findChargeRequest(context.db, { id: chargeRequestId });
  if (!request || request.processedAt) return { charged: 0, failed: 0, unresolved: 0 };
  const scope = { eventId: request.eventId, participantId: request.participantId };
  await prepareCharges(context.db, scope);
  const summary: ChargingSummary = { charged: 0, failed: 0, unresolved: 0 };
  let afterId: string | null = null;
  const limit = rowsPerTransaction(context.db, PAGE);
  for (;;) {
    const page = await listPendingCharges(context.db, { ...scope, afterId, limit });
    const last = page.at(-1);
    if (!last) break;
    const result = await chargePledges(context, page, { owed: context.owed });
    summary.charged += result.paid.length;
    summary.failed += result.newlyFailed.length;
    summary.unresolved += result.unresolved.length;
    afterId = last.id;
  }
  await markChargeRequestProcessed(context.db, { id: chargeRequestId });
  context.log.info({ chargeRequestId, ...summary }, 'pledges charged');
  return summary;
}
