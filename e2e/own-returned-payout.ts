import { type Database, eq, schema } from '@pledgethon/db';
import { sendPayout, settlePayout } from '../apps/server/src/features/payment-states/payout-moves.queries';

/**
 * A test payout of the Thon's school balance that the ledger has as received by the school's bank,
 * while the test provider's own record of it says the bank returned it: what the reconciliation
 * reports as two differences of the payout's amount (decision 156).
 */
export async function giveReturnedPayout(db: Database, eventId: string, cents: number): Promise<void> {
  const id = await sendPayout(db, {
    eventId,
    provider: 'test',
    providerPayoutId: `test_po_${eventId}_returned`,
    amountCents: cents,
    arrivalDate: new Date().toISOString().slice(0, 10),
  });
  await settlePayout(db, { id, event: 'paid' });
  await db.update(schema.payouts).set({ status: 'failed' }).where(eq(schema.payouts.id, id));
}
