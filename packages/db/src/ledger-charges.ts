import { chargeLines, chargeSplit } from '@pledgethon/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { insertLedgerEntries, type NewLedgerEntry } from './ledger-writes';
import { events, franchisees, payments, pledgeCharges } from './schema/index';

/** The money a card payment took, once it took it: what the provider may split and refund. */
const MONEY_TAKEN = ['succeeded', 'refunded'] as const;

/**
 * Writes the charge entry of each card payment among `payments` that took money (decision 134),
 * divided by `chargeSplit`: the provider's fee as it reported it, the franchisee's commission at its
 * rate now, the platform's fee, and the school's share. Its key (`charge:{payment}`) writes it once
 * whatever repeats. `datedAsPaid` dates each entry when its payment was recorded (the demo's history);
 * otherwise it is dated now, in the transaction of the move that made the payment succeed. Answers the
 * entries, oldest payment first.
 */
export async function insertChargeEntries(
  db: Executor,
  {
    which,
    platformFeeBasisPoints,
    datedAsPaid = false,
  }: { which: SQL | undefined; platformFeeBasisPoints: number; datedAsPaid?: boolean },
): Promise<NewLedgerEntry[]> {
  const paid = await db
    .select({
      id: payments.id,
      eventId: payments.eventId,
      chargedCents: payments.amountCents,
      processingFeeCents: payments.processingFeeCents,
      pledgedCents: pledgeCharges.pledgeCents,
      paidAt: payments.createdAt,
      commissionBasisPoints: sql<number>`coalesce(${franchisees.commissionBasisPoints}, 0)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(pledgeCharges, eq(pledgeCharges.pledgeId, payments.pledgeId))
    .innerJoin(events, eq(events.id, payments.eventId))
    .leftJoin(franchisees, eq(franchisees.id, events.franchiseeId))
    .where(and(which, eq(payments.method, 'card'), inArray(payments.status, MONEY_TAKEN)))
    .orderBy(payments.createdAt);
  const entries: NewLedgerEntry[] = paid.map((payment) => ({
    eventId: payment.eventId,
    kind: 'charge',
    key: `charge:${payment.id}`,
    paymentId: payment.id,
    ...(datedAsPaid ? { createdAt: payment.paidAt } : {}),
    lines: chargeLines(payment, chargeSplit({ ...payment, platformFeeBasisPoints })),
  }));
  await insertLedgerEntries(db, entries);
  return entries;
}
