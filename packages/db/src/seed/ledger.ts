import { disputeLines, payoutLines, refundLines, shiftCalendarDate } from '@pledgethon/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { insertChargeEntries } from '../ledger-charges';
import { insertLedgerEntries } from '../ledger-writes';
import { disputes, ledgerEntries, ledgerLines, payments, payouts, reconciliationRuns } from '../schema/index';

const DAY = 86_400_000;
/** The test provider's dispute fee, Stripe's in the US. */
export const DEMO_DISPUTE_FEE_CENTS = 1_500;

/**
 * The ledger a Thon's card payments would have written as they were charged (decision 134), at the
 * moments they were paid, then one payout of the school's balance as the test provider plays it:
 * sent `payoutAt` and paid two days later. The demo's platform fee is the default, none.
 */
export async function insertDemoLedger(
  tx: Executor,
  { eventId, payoutAt }: { eventId: string; payoutAt: Date },
): Promise<void> {
  const charges = await insertChargeEntries(tx, {
    which: eq(payments.eventId, eventId),
    platformFeeBasisPoints: 0,
    datedAsPaid: true,
  });
  const pending = charges
    .filter((entry) => (entry.createdAt ?? payoutAt) < payoutAt)
    .flatMap((entry) => entry.lines)
    .filter((line) => line.account === 'school_balance')
    .reduce((sum, line) => sum + line.cents, 0);
  if (pending <= 0) return;
  const [payout] = await tx
    .insert(payouts)
    .values({
      eventId,
      provider: 'test',
      providerPayoutId: `test_po_demo_${payoutAt.getTime().toString(36)}`,
      amountCents: pending,
      status: 'paid',
      arrivalDate: shiftCalendarDate(payoutAt.toISOString().slice(0, 10), 2),
      createdAt: payoutAt,
      updatedAt: new Date(payoutAt.getTime() + 2 * DAY),
    })
    .returning({ id: payouts.id });
  if (!payout) throw new Error('the demo payout was not written');
  await insertLedgerEntries(tx, [
    {
      eventId,
      kind: 'payout',
      key: `payout:${payout.id}`,
      payoutId: payout.id,
      createdAt: payoutAt,
      lines: payoutLines('payout', pending),
    },
    {
      eventId,
      kind: 'payout_paid',
      key: `payout_paid:${payout.id}`,
      payoutId: payout.id,
      createdAt: new Date(payoutAt.getTime() + 2 * DAY),
      lines: payoutLines('payout_paid', pending),
    },
  ]);
}

/** A demo payment's charge entry, as the refund and dispute moves read it. */
export async function chargeEntryOf(tx: Executor, paymentId: string) {
  const lines = await tx
    .select({ account: ledgerLines.account, cents: ledgerLines.amountCents })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerEntries.key, `charge:${paymentId}`));
  const of = (account: string) => lines.find((line) => line.account === account)?.cents ?? 0;
  return {
    chargedCents: -(of('donor_pledges') + of('donor_fee_cover')),
    commissionCents: of('franchisee_commission'),
    platformFeeCents: of('platform_fees'),
  };
}

/** The refund a demo gift's payment was given, reversing its charge entry as the move that gave it does. */
export async function insertDemoRefundEntry(
  tx: Executor,
  refund: { eventId: string; paymentId: string; refundedCents: number; at: Date },
): Promise<void> {
  const charge = await chargeEntryOf(tx, refund.paymentId);
  await insertLedgerEntries(tx, [
    {
      eventId: refund.eventId,
      kind: 'refund',
      key: `refund:${refund.paymentId}:${refund.refundedCents}`,
      paymentId: refund.paymentId,
      createdAt: refund.at,
      lines: refundLines(charge, { before: 0, after: refund.refundedCents }),
    },
  ]);
}

/**
 * One demo gift disputed by its donor's bank three days ago (decision 138), as the test provider
 * plays it: the amount and the test dispute fee withdrawn, evidence sent and under review, so the
 * demo's money page shows a dispute. The latest card payment not refunded is the one disputed.
 */
export async function insertDemoDispute(tx: Executor, { eventId, now }: { eventId: string; now: Date }) {
  const [payment] = await tx
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .innerJoin(ledgerEntries, eq(ledgerEntries.key, sql`'charge:' || ${payments.id}`))
    .where(
      and(eq(payments.eventId, eventId), eq(payments.status, 'succeeded'), eq(payments.refundedCents, 0)),
    )
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  if (!payment) return;
  const at = new Date(now.getTime() - 3 * DAY);
  const [dispute] = await tx
    .insert(disputes)
    .values({
      provider: 'test',
      providerDisputeId: `test_dp_${payment.id}`,
      eventId,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      status: 'under_review',
      reason: 'fraudulent',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: disputes.id });
  if (!dispute) throw new Error('the demo dispute was not written');
  const charge = await chargeEntryOf(tx, payment.id);
  await insertLedgerEntries(tx, [
    {
      eventId,
      kind: 'dispute_withdrawn',
      key: `dispute_withdrawn:${dispute.id}`,
      paymentId: payment.id,
      createdAt: at,
      lines: disputeLines(charge, { amountCents: payment.amountCents, feeCents: DEMO_DISPUTE_FEE_CENTS }),
    },
  ]);
}

/**
 * The daily reconciliation's record of the demo's history (decision 139): every day from the first
 * ledger entry's to yesterday's compared with the test provider's records, no difference found, as the
 * job finds when run over the same days.
 */
export async function insertDemoReconciliation(tx: Executor, now: Date): Promise<void> {
  const [first] = await tx
    .select({ at: sql<Date>`min(${ledgerEntries.createdAt})`.mapWith((value) => new Date(value)) })
    .from(ledgerEntries);
  if (!first?.at || Number.isNaN(first.at.getTime())) return;
  const periodStart = new Date(Math.floor(first.at.getTime() / DAY) * DAY);
  const periodEnd = new Date(Math.floor(now.getTime() / DAY) * DAY);
  if (periodStart >= periodEnd) return;
  await tx
    .insert(reconciliationRuns)
    .values({ provider: 'test', periodStart, periodEnd, trigger: 'schedule', createdAt: periodEnd });
}
