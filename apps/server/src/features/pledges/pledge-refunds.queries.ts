import { and, type Executor, eq, schema, sql } from '@pledgethon/db';

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

/** The compensation of a refused refund: the request ends, the gift keeps its terms and payment. */
export async function markRefundFailed(db: Executor, { id, failure }: { id: string; failure: string }) {
  await db
    .update(pledgeRefunds)
    .set({ state: 'failed', failure })
    .where(and(eq(pledgeRefunds.id, id), eq(pledgeRefunds.state, 'requested')));
}

/**
 * Step 3, in one transaction: the request is done, the payment's refunded total is at least the sum
 * of its done refunds (a webhook may have raised it first: the larger wins, nothing counts twice),
 * and the gift takes its new terms or is cancelled. Answers false when it was applied before.
 */
export async function applyRefund(db: Executor, refund: RefundRequest, reference: string): Promise<boolean> {
  const [done] = await db
    .update(pledgeRefunds)
    .set({ state: 'refunded', providerReference: reference })
    .where(and(eq(pledgeRefunds.id, refund.id), eq(pledgeRefunds.state, 'requested')))
    .returning({ id: pledgeRefunds.id });
  if (!done) return false;
  const refundedTotal = sql`(select coalesce(sum(r.amount_cents), 0)::int from ${pledgeRefunds} r
    where r.payment_id = ${refund.paymentId} and r.state = 'refunded')`;
  await db.execute(sql`
    update ${payments} set
      refunded_cents = least(amount_cents, greatest(refunded_cents, ${refundedTotal})),
      status = case when least(amount_cents, greatest(refunded_cents, ${refundedTotal})) = amount_cents
        then 'refunded'::payment_status else status end,
      updated_at = now()
    where id = ${refund.paymentId}`);
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
