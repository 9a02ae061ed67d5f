import { payoutLines } from '@pledgethon/core';
import { and, type Executor, eq, insertLedgerEntries, schema } from '@pledgethon/db';
import { movable, toState } from './transitions';

const { payouts } = schema;

export type PayoutSent = {
  eventId: string;
  provider: string;
  providerPayoutId: string;
  amountCents: number;
  /** The day the bank is expected to receive it (YYYY-MM-DD). */
  arrivalDate: string;
};

/**
 * The provider sent a payout of the school's balance: the payout is born in transit, and the ledger
 * moves its amount out of the balance. The provider's payout id is unique, so a payout told twice is
 * written once. Answers the payout's id, written now or before.
 */
export async function sendPayout(db: Executor, sent: PayoutSent): Promise<string> {
  const [written] = await db
    .insert(payouts)
    .values(sent)
    .onConflictDoNothing({ target: [payouts.provider, payouts.providerPayoutId] })
    .returning({ id: payouts.id });
  if (written) {
    await insertLedgerEntries(db, [
      {
        eventId: sent.eventId,
        kind: 'payout',
        key: `payout:${written.id}`,
        payoutId: written.id,
        lines: payoutLines('payout', sent.amountCents),
      },
    ]);
    return written.id;
  }
  const [found] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.provider, sent.provider), eq(payouts.providerPayoutId, sent.providerPayoutId)));
  if (!found) throw new Error('a payout in conflict could not be read back');
  return found.id;
}

/**
 * A provider's payout of a Thon's connected account, told by its webhook: written in transit if it
 * is new, then moved to where the provider says it ended. Answers false for an account no Thon has.
 */
export async function recordProviderPayout(
  db: Executor,
  payout: Omit<PayoutSent, 'eventId'> & {
    account: string;
    status: 'paid' | 'failed';
    failure: string | null;
  },
): Promise<boolean> {
  const [thon] = await db
    .select({ id: schema.events.id })
    .from(schema.events)
    .where(eq(schema.events.paymentAccountId, payout.account))
    .limit(1);
  if (!thon) return false;
  const { account: _account, status, failure, ...sent } = payout;
  const id = await sendPayout(db, { ...sent, eventId: thon.id });
  await settlePayout(db, { id, event: status, failure });
  return true;
}

/**
 * The bank received a payout (`paid`: the ledger moves it from in transit to paid out) or returned it
 * (`failed`: back to the school's balance). Only a payout in transit moves, so a repeat writes nothing;
 * answers whether it moved.
 */
export async function settlePayout(
  db: Executor,
  { id, event, failure = null }: { id: string; event: 'paid' | 'failed'; failure?: string | null },
): Promise<boolean> {
  const [moved] = await db
    .update(payouts)
    .set({ status: toState('payout', event), failure })
    .where(and(eq(payouts.id, id), movable(payouts.status, 'payout', event)))
    .returning({ eventId: payouts.eventId, amountCents: payouts.amountCents });
  if (!moved) return false;
  const kind = event === 'paid' ? 'payout_paid' : 'payout_failed';
  await insertLedgerEntries(db, [
    {
      eventId: moved.eventId,
      kind,
      key: `${kind}:${id}`,
      payoutId: id,
      lines: payoutLines(kind, moved.amountCents),
    },
  ]);
  return true;
}
