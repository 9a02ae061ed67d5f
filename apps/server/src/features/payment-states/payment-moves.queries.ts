import { and, type Executor, eq, rowsOf, type SQL, schema, sql } from '@pledgethon/db';
import { ledgerCharges, ledgerRefunds } from './ledger-entries.queries';
import { oweReversals } from './reversals-owed.queries';
import { movable, toState } from './transitions';

const { payments } = schema;

export type CardPayment = {
  eventId: string;
  participantId: string | null;
  pledgeId: string;
  chargeKey: string;
  provider: string;
  reference: string;
  amountCents: number;
  processingFeeCents: number;
  /** The platform's share of the pledge, split off this charge (the server's setting). */
  platformFeeBasisPoints: number;
};

/**
 * A charge the provider says succeeded: its payment is written, or moved to succeeded from where the
 * table allows (pending or failed, never back from refunded), with its ledger entry. Answers whether
 * it was written or moved.
 */
export async function payPayment(db: Executor, paid: CardPayment): Promise<boolean> {
  const rows = await db
    .insert(payments)
    .values({
      eventId: paid.eventId,
      participantId: paid.participantId,
      pledgeId: paid.pledgeId,
      amountCents: paid.amountCents,
      processingFeeCents: Math.min(paid.processingFeeCents, paid.amountCents),
      method: 'card',
      provider: paid.provider,
      providerReference: paid.reference,
      status: toState('payment', 'paid'),
      idempotencyKey: paid.chargeKey,
    })
    .onConflictDoUpdate({
      target: payments.idempotencyKey,
      set: { status: toState('payment', 'paid'), providerReference: paid.reference, updatedAt: new Date() },
      setWhere: movable(payments.status, 'payment', 'paid'),
    })
    .returning({ id: payments.id });
  await ledgerCharges(db, {
    paymentIds: rows.map((row) => row.id),
    platformFeeBasisPoints: paid.platformFeeBasisPoints,
  });
  return rows.length > 0;
}

/** A payment the provider refused: pending becomes failed; a payment that succeeded stays so. */
export async function failPayment(db: Executor, { chargeKey }: { chargeKey: string }): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: toState('payment', 'refused') })
    .where(and(eq(payments.idempotencyKey, chargeKey), movable(payments.status, 'payment', 'refused')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A payment by its id, or by the provider's reference to it (a webhook's refund). */
type PaymentOf = { id: string } | { provider: string; reference: string };

/**
 * Raises what a payment has given back to at least `refundedCents`: the provider's total, or the sum
 * of the gift's done refunds. The larger wins, so a webhook and the donor's own refund count nothing
 * twice; the payment is refunded once all of it is given back (decision 065). What the rise gives
 * back is written to the ledger with it.
 */
export async function raiseRefundedTotal(
  db: Executor,
  payment: PaymentOf,
  refundedCents: number | SQL,
): Promise<string | null> {
  const target =
    'id' in payment
      ? sql`id = ${payment.id}`
      : sql`provider = ${payment.provider} and provider_reference = ${payment.reference}`;
  const total = sql`least(amount_cents, greatest(refunded_cents, (${refundedCents})::int))`;
  const moved = await db.execute(sql`
    update ${payments} set
      refunded_cents = ${total},
      status = case when ${total} = amount_cents
        then ${toState('payment', 'refunded_in_full')}::payment_status
        else ${toState('payment', 'refunded_in_part')}::payment_status end,
      updated_at = now()
    where ${target} and case when ${total} = amount_cents
      then ${movable(sql`status`, 'payment', 'refunded_in_full')}
      else ${movable(sql`status`, 'payment', 'refunded_in_part')} end
    returning id`);
  const ids = rowsOf<{ id: string }>(moved).map((row) => row.id);
  await ledgerRefunds(db, ids);
  // A split charge's transfers are taken back in proportion, owed in this transaction (decision 138).
  await oweReversals(db, ids);
  return ids[0] ?? null;
}
