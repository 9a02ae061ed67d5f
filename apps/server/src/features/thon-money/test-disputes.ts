import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import { TEST_DISPUTE_FEE_CENTS, TEST_DISPUTED_CHARGE } from '../../integrations/payments/test-payments';
import { recordDispute } from '../payment-states/dispute-moves.queries';

/**
 * What the built-in test provider's disputes play (decision 138): a payment made with the test card
 * that is later disputed (4000 0000 0000 0259, as in Stripe's test mode) is disputed as fraudulent
 * by its test bank, which withdraws what was not refunded and the dispute fee, and waits for a
 * response. No money moves; the dispute's provider is 'test'. Its id is the payment's, so two sweeps
 * open one. Answers the payments disputed now.
 */
export async function openTestDisputes(db: Executor): Promise<string[]> {
  const due = rowsOf<{ id: string; reference: string; open_cents: number }>(
    await db.execute(sql`
      select p.id, p.provider_reference as reference, (p.amount_cents - p.refunded_cents)::int as open_cents
      from ${schema.payments} p
      where p.provider = 'test' and p.status = 'succeeded'
        and p.provider_reference like ${`${TEST_DISPUTED_CHARGE}%`}
        and not exists (select 1 from ${schema.disputes} d where d.payment_id = p.id)`),
  );
  for (const payment of due)
    await db.transaction((tx) =>
      recordDispute(tx, {
        provider: 'test',
        disputeId: `test_dp_${payment.id}`,
        reference: payment.reference,
        amountCents: payment.open_cents,
        reason: 'fraudulent',
        status: 'needs_response',
        withdrawn: { amountCents: payment.open_cents, feeCents: TEST_DISPUTE_FEE_CENTS },
        reinstated: null,
      }),
    );
  return due.map((payment) => payment.id);
}
