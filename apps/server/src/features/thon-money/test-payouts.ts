import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import { sendPayout, settlePayout } from '../payment-states/payout-moves.queries';

const { events, ledgerLines, payouts, pledgeCharges } = schema;

/**
 * What the built-in test provider's payouts play: once a Thon is completed and none of its charges
 * is still being asked of the provider, its school balance is paid out, and the test bank receives it
 * at once. No money moves; the page labels these payouts as tests. Each payout's id is the Thon's
 * next payout number, so two sweeps at once write one payout. Answers the Thons paid out.
 */
export async function payOutTestBalances(db: Executor, now = new Date()): Promise<string[]> {
  const due = rowsOf<{ event_id: string; balance: number; paid: number }>(
    await db.execute(sql`
      select l.event_id, sum(l.amount_cents)::int as balance,
        (select count(*)::int from ${payouts} p where p.event_id = l.event_id) as paid
      from ${ledgerLines} l
      join ${events} e on e.id = l.event_id and e.status = 'completed'
      where l.account = 'school_balance'
        and not exists (select 1 from ${pledgeCharges} c where c.event_id = l.event_id and c.state = 'pending')
      group by l.event_id
      having sum(l.amount_cents) > 0`),
  );
  const arrivalDate = now.toISOString().slice(0, 10);
  for (const thon of due)
    await db.transaction(async (tx) => {
      const id = await sendPayout(tx, {
        eventId: thon.event_id,
        provider: 'test',
        providerPayoutId: `test_po_${thon.event_id.slice(0, 8)}_${thon.paid + 1}`,
        amountCents: thon.balance,
        arrivalDate,
      });
      await settlePayout(tx, { id, event: 'paid' });
    });
  return due.map((thon) => thon.event_id);
}
