import { and, type Executor, eq, schema, sql } from '@pledgethon/db';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { completeRefund } from '../payment-states/refund-moves.queries';

const { payments, pledgeCharges, pledgeRefunds, pledges } = schema;

/** The payment that paid a gift at once, with what it still keeps after refunds. */
export async function findGiftPayment(db: Executor, { pledgeId }: { pledgeId: string }) {
  const [row] = await db
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      providerReference: payments.providerReference,
      status: payments.status,
    })
    .from(pledgeCharges)
    .innerJoin(payments, eq(payments.id, pledgeCharges.paymentId))
    .where(eq(pledgeCharges.pledgeId, pledgeId))
    .limit(1);
  return row;
}

export type RefundRequest = typeof pledgeRefunds.$inferSelect;

/** The pledge's refund still waiting for the provider's answer, if one is. */
export async function findOpenRefund(db: Executor, { pledgeId }: { pledgeId: string }) {
  const [row] = await db
    .select()
    .from(pledgeRefunds)
    .where(and(eq(pledgeRefunds.pledgeId, pledgeId), eq(pledgeRefunds.state, 'requested')))
    .limit(1);
  return row;
}

/**
 * Step 1: writes the request under the pledge's next refund key. Two at once collide on the key or on
 * the one open request a pledge may have: the loser resumes the winner's request instead.
 */
export async function requestRefund(
  db: Executor,
  values: Pick<RefundRequest, 'pledgeId' | 'paymentId' | 'amountCents' | 'newAmountCents' | 'newCoversFees'>,
): Promise<RefundRequest | undefined> {
  const count = await db.$count(pledgeRefunds, eq(pledgeRefunds.pledgeId, values.pledgeId));
  const [inserted] = await db
    .insert(pledgeRefunds)
    .values({ ...values, idempotencyKey: `pledge-refund:${values.pledgeId}:${count + 1}` })
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await findOpenRefund(db, { pledgeId: values.pledgeId }));
}

/**
 * Step 3, in one transaction: the request is done, the payment's refunded total is at least the sum
 * of its done refunds (a webhook may have raised it first: the larger wins, nothing counts twice),
 * and the gift takes its new terms or is cancelled. Answers false when it was applied before.
 */
export async function applyRefund(db: Executor, refund: RefundRequest, reference: string): Promise<boolean> {
  if (!(await completeRefund(db, { id: refund.id, reference }))) return false;
  const refundedTotal = sql`(select coalesce(sum(r.amount_cents), 0)::int from ${pledgeRefunds} r
    where r.payment_id = ${refund.paymentId} and r.state = 'refunded')`;
  await raiseRefundedTotal(db, { id: refund.paymentId }, refundedTotal);
  if (refund.newAmountCents === null) {
    await db.update(pledges).set({ status: 'cancelled' }).where(eq(pledges.id, refund.pledgeId));
    return true;
  }
  await db
    .update(pledges)
    .set({ amountCents: refund.newAmountCents, coversFees: refund.newCoversFees, status: 'updated' })
    .where(eq(pledges.id, refund.pledgeId));
  await db
    .update(pledgeCharges)
    .set({ pledgeCents: refund.newAmountCents })
    .where(eq(pledgeCharges.pledgeId, refund.pledgeId));
  return true;
}
