import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { payments, pledgeCharges, pledgeRefunds, pledges } from '../schema/index';
import { insertDemoRefundEntry } from './ledger';

/**
 * Two of the demo Thon's card gifts were changed from their receipt links before the Thon ended, as
 * the refunds of decision 065 leave them: one lowered by half, its difference refunded, and one
 * cancelled and refunded in full. So the donor's page, the pledges tab and the totals show refunds.
 */
export async function insertDemoRefunds(tx: Executor, { eventId }: { eventId: string }) {
  // Sponsors' card gifts of $100 or more, in the seed's own order, so every run picks the same two.
  const gifts = await tx
    .select({ pledge: pledges, payment: payments })
    .from(pledges)
    .innerJoin(payments, eq(payments.pledgeId, pledges.id))
    .where(
      and(
        eq(pledges.eventId, eventId),
        eq(pledges.kind, 'flat'),
        eq(payments.method, 'card'),
        gte(payments.amountCents, 10_000),
        // Not the demo parent's own: her page shows her pledges as she made them.
        isNull(pledges.donorUserId),
      ),
    )
    .orderBy(asc(pledges.idempotencyKey))
    .limit(2);
  const [lowered, cancelled] = gifts;
  if (!lowered || !cancelled) throw new Error('the demo has no card gifts to refund');

  const half = Math.round(lowered.payment.amountCents / 2);
  await tx
    .insert(pledgeRefunds)
    .values([
      refundRow(lowered, half, half, 1),
      refundRow(cancelled, cancelled.payment.amountCents, null, 2),
    ]);
  await tx.update(payments).set({ refundedCents: half }).where(eq(payments.id, lowered.payment.id));
  await tx
    .update(pledges)
    .set({ amountCents: half, status: 'updated' })
    .where(eq(pledges.id, lowered.pledge.id));
  await tx
    .update(pledgeCharges)
    .set({ pledgeCents: half })
    .where(eq(pledgeCharges.pledgeId, lowered.pledge.id));
  await tx
    .update(payments)
    .set({ refundedCents: cancelled.payment.amountCents, status: 'refunded' })
    .where(eq(payments.id, cancelled.payment.id));
  await tx.update(pledges).set({ status: 'cancelled' }).where(eq(pledges.id, cancelled.pledge.id));
  // Each refund reverses its gift's charge in the Thon's ledger, the day the donor changed the gift.
  for (const [gift, refundedCents] of [
    [lowered, half],
    [cancelled, cancelled.payment.amountCents],
  ] as const)
    await insertDemoRefundEntry(tx, {
      eventId,
      paymentId: gift.payment.id,
      refundedCents,
      at: refundedAt(gift),
    });
}

type Gift = { pledge: typeof pledges.$inferSelect; payment: typeof payments.$inferSelect };

// The day the donor changed the gift: an hour after it was paid.
const refundedAt = (gift: Gift) => new Date(gift.payment.createdAt.getTime() + 3_600_000);

function refundRow(gift: Gift, amountCents: number, newAmountCents: number | null, sequence: number) {
  return {
    pledgeId: gift.pledge.id,
    paymentId: gift.payment.id,
    amountCents,
    newAmountCents,
    newCoversFees: gift.pledge.coversFees,
    state: 'refunded' as const,
    idempotencyKey: `pledge-refund:${gift.pledge.id}:1`,
    providerReference: `test_re_demo_${sequence}`,
    createdAt: refundedAt(gift),
    updatedAt: refundedAt(gift),
  };
}
