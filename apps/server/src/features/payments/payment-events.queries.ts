import { and, type Executor, eq, schema, sql } from '@pledgethon/db';
import { rowsOf } from '../charging/record-charges';

const { paymentEvents, payments, pledgeCharges, pledges } = schema;

/** Records a webhook event as applied; false when it was applied before (a repeated delivery). */
export async function recordEventOnce(
  db: Executor,
  values: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** `pledge-charge:{pledge}:{attempt}` -> the attempt, when the key is that pledge's. */
export function attemptOfKey(pledgeId: string, chargeKey: string): number | undefined {
  const match = /^pledge-charge:([0-9a-f-]{36}):([1-9][0-9]{0,8})$/.exec(chargeKey);
  return match && match[1] === pledgeId ? Number(match[2]) : undefined;
}

export type ChargeSucceeded = {
  pledgeId: string;
  chargeKey: string;
  attempt: number;
  provider: string;
  reference: string;
  amountCents: number;
  processingFeeCents: number;
};

/**
 * A charge the provider says succeeded: its payment is written or moved to succeeded (from pending or
 * failed, never back from refunded), then the charge of that attempt settles, also from failed: the
 * money was taken. Later states never move back, so any order of deliveries ends the same.
 */
export async function settleCharge(db: Executor, paid: ChargeSucceeded): Promise<boolean> {
  const [charge] = await db
    .select({ id: pledgeCharges.id, eventId: pledgeCharges.eventId, participantId: pledges.participantId })
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(eq(pledgeCharges.pledgeId, paid.pledgeId))
    .limit(1);
  if (!charge || paid.amountCents <= 0) return false;
  await db
    .insert(payments)
    .values({
      eventId: charge.eventId,
      participantId: charge.participantId,
      pledgeId: paid.pledgeId,
      amountCents: paid.amountCents,
      processingFeeCents: Math.min(paid.processingFeeCents, paid.amountCents),
      method: 'card',
      provider: paid.provider,
      providerReference: paid.reference,
      status: 'succeeded',
      idempotencyKey: paid.chargeKey,
    })
    .onConflictDoUpdate({
      target: payments.idempotencyKey,
      set: { status: 'succeeded', providerReference: paid.reference, updatedAt: new Date() },
      setWhere: sql`${payments.status} in ('pending', 'failed')`,
    });
  const moved = await db.execute(sql`
    update ${pledgeCharges} c set state = 'succeeded', payment_id = p.id, failure = null, next_retry_at = null,
      updated_at = now()
    from ${payments} p
    where p.idempotency_key = ${paid.chargeKey} and p.status = 'succeeded'
      and c.id = ${charge.id} and c.attempt = ${paid.attempt} and c.state in ('pending', 'failed')
    returning c.id`);
  return rowsOf(moved).length > 0;
}

/** A payment the provider refused: pending becomes failed; a payment that succeeded stays so. */
export async function failPayment(db: Executor, { chargeKey }: { chargeKey: string }): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.idempotencyKey, chargeKey), eq(payments.status, 'pending')));
}

/**
 * What the provider has refunded of a charge, in total: the recorded refund only grows, and the
 * payment is 'refunded' once all of it is given back (decision 065).
 */
export async function recordRefundedTotal(
  db: Executor,
  { provider, reference, refundedCents }: { provider: string; reference: string; refundedCents: number },
): Promise<void> {
  await db.execute(sql`
    update ${payments} set
      refunded_cents = least(amount_cents, greatest(refunded_cents, ${refundedCents}::int)),
      status = case when least(amount_cents, greatest(refunded_cents, ${refundedCents}::int)) = amount_cents
        then 'refunded'::payment_status else status end,
      updated_at = now()
    where provider = ${provider} and provider_reference = ${reference} and status in ('succeeded', 'refunded')`);
}
