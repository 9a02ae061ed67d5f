import { createHash } from 'node:crypto';
import { disputeLines } from '@pledgethon/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { insertLedgerEntries } from '../ledger-writes';
import { chargeTransfers, disputes, ledgerEntries, payments, transferReversals } from '../schema/index';
import { chargeEntryOf, DEMO_DISPUTE_FEE_CENTS } from './ledger';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A reversal's or reinstatement's id as the built-in test provider names it: after its key. */
const testReversalId = (key: string) =>
  `local_trr_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** The two decided demo disputes: the bank's reason, and its decision. */
const DECIDED = [
  { reason: 'fraudulent', status: 'won' },
  { reason: 'product_not_received', status: 'lost' },
] as const;

/**
 * Two gifts of last autumn's Thon disputed by their donors' banks after its payout, as the test
 * provider plays them (decisions 138, 152): each amount and the test fee withdrawn 60 days ago, the
 * school's and the franchise's transfers taken back in proportion a minute later, and the bank's
 * decision 45 days ago, played by an administrator: the first won (amount and fee reinstated, its
 * reversals sent again), the second lost. The earliest two gifts not refunded are the ones
 * disputed. Call after the Thon's transfers are written.
 */
export async function insertDemoDecidedDisputes(
  tx: Executor,
  { eventId, now }: { eventId: string; now: Date },
): Promise<void> {
  const gifts = await tx
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .innerJoin(ledgerEntries, eq(ledgerEntries.key, sql`'charge:' || ${payments.id}`))
    .where(
      and(eq(payments.eventId, eventId), eq(payments.status, 'succeeded'), eq(payments.refundedCents, 0)),
    )
    .orderBy(payments.createdAt, payments.id)
    .limit(DECIDED.length);
  const openedAt = new Date(now.getTime() - 60 * DAY);
  const decidedAt = new Date(now.getTime() - 45 * DAY);
  for (const [index, gift] of gifts.entries()) {
    const { reason, status } = DECIDED[index] ?? DECIDED[0];
    const [dispute] = await tx
      .insert(disputes)
      .values({
        provider: 'test',
        providerDisputeId: `test_dp_${gift.id}`,
        eventId,
        paymentId: gift.id,
        amountCents: gift.amountCents,
        status,
        reason,
        createdAt: openedAt,
        updatedAt: decidedAt,
      })
      .returning({ id: disputes.id });
    if (!dispute) throw new Error('a demo dispute was not written');
    const charge = await chargeEntryOf(tx, gift.id);
    const lines = disputeLines(charge, { amountCents: gift.amountCents, feeCents: DEMO_DISPUTE_FEE_CENTS });
    const entry = { eventId, paymentId: gift.id };
    await insertLedgerEntries(tx, [
      {
        ...entry,
        kind: 'dispute_withdrawn',
        key: `dispute_withdrawn:${dispute.id}`,
        createdAt: openedAt,
        lines,
      },
      ...(status === 'won'
        ? [
            {
              ...entry,
              kind: 'dispute_reinstated' as const,
              key: `dispute_reinstated:${dispute.id}`,
              createdAt: decidedAt,
              lines: lines.map((line) => ({ account: line.account, cents: -line.cents })),
            },
          ]
        : []),
    ]);
    const transfers = await tx
      .select({ id: chargeTransfers.id, amountCents: chargeTransfers.amountCents })
      .from(chargeTransfers)
      .where(and(eq(chargeTransfers.paymentId, gift.id), eq(chargeTransfers.state, 'made')));
    const owed = transfers.flatMap((transfer) => {
      const amountCents = Math.floor((transfer.amountCents * gift.amountCents) / charge.chargedCents);
      if (amountCents <= 0) return [];
      const made = (kind: 'reversal' | 'reinstatement', key: string, at: Date) => ({
        transferId: transfer.id,
        disputeId: dispute.id,
        kind,
        amountCents,
        idempotencyKey: key,
        state: 'made' as const,
        reference: testReversalId(key),
        createdAt: at,
        updatedAt: at,
      });
      return [
        made(
          'reversal',
          `transfer-reversal:${transfer.id}:dispute:${dispute.id}`,
          new Date(openedAt.getTime() + MINUTE),
        ),
        ...(status === 'won'
          ? [
              made(
                'reinstatement',
                `transfer-reinstatement:${transfer.id}:dispute:${dispute.id}`,
                new Date(decidedAt.getTime() + MINUTE),
              ),
            ]
          : []),
      ];
    });
    if (owed.length > 0) await tx.insert(transferReversals).values(owed);
  }
}
