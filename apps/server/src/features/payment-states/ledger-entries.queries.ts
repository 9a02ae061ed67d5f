import { disputeLines, feeAdjustmentLines, refundLines } from '@pledgethon/core';
import {
  and,
  type Executor,
  eq,
  inArray,
  insertChargeEntries,
  insertLedgerEntries,
  rowsOf,
  schema,
  sql,
} from '@pledgethon/db';
import type { DisputeMoney } from '../../integrations/payments/payments.types';

const { ledgerEntries, ledgerLines, payments } = schema;

/**
 * Writes the charge entry of each payment that took money (decision 134), in the transaction of the
 * move that made the payment succeed.
 */
export async function ledgerCharges(
  db: Executor,
  { paymentIds, platformFeeBasisPoints }: { paymentIds: string[]; platformFeeBasisPoints: number },
): Promise<void> {
  if (paymentIds.length === 0) return;
  await insertChargeEntries(db, { which: inArray(payments.id, paymentIds), platformFeeBasisPoints });
}

type ChargeEntry = {
  payment_id: string;
  event_id: string;
  refunded_cents: number;
  charged_cents: number;
  commission_cents: number;
  platform_fee_cents: number;
  refunded_before: number;
};

/**
 * Writes a refund entry for each payment whose refunded total rose past what the ledger has given
 * back, reversing its charge entry in proportion (`refundLines`). Its key names the total it reaches
 * (`refund:{payment}:{total}`), so the same total, told by a webhook and by the donor's own refund,
 * is written once. A payment with no charge entry (recorded by hand, never through a move) has none.
 */
export async function ledgerRefunds(db: Executor, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const of = (kind: 'charge' | 'refund', account: string) =>
    sql`coalesce(sum(l.amount_cents) filter (where e.kind = ${kind} and l.account = ${account}), 0)::int`;
  const found = await db.execute(sql`
    select p.id as payment_id, p.event_id, p.refunded_cents,
      -(${of('charge', 'donor_pledges')} + ${of('charge', 'donor_fee_cover')}) as charged_cents,
      ${of('charge', 'franchisee_commission')} as commission_cents,
      ${of('charge', 'platform_fees')} as platform_fee_cents,
      ${of('refund', 'donor_refunds')} as refunded_before
    from ${payments} p
    join ${ledgerEntries} e on e.payment_id = p.id
    join ${ledgerLines} l on l.entry_id = e.id
    where p.id in (${sql.join(
      paymentIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by p.id, p.event_id, p.refunded_cents
    having bool_or(e.kind = 'charge')`);
  const entries = rowsOf<ChargeEntry>(found)
    .filter((row) => row.refunded_cents > row.refunded_before)
    .map((row) => ({
      eventId: row.event_id,
      kind: 'refund' as const,
      key: `refund:${row.payment_id}:${row.refunded_cents}`,
      paymentId: row.payment_id,
      lines: refundLines(
        {
          chargedCents: row.charged_cents,
          commissionCents: row.commission_cents,
          platformFeeCents: row.platform_fee_cents,
        },
        { before: row.refunded_before, after: row.refunded_cents },
      ),
    }));
  await insertLedgerEntries(db, entries);
}

/**
 * Brings a charge's processing fee in the ledger to the one the provider reports on its balance
 * transaction, read when the charge is split (decision 135), in that step's transaction: the charge
 * entry was written when the payment succeeded, with the fee the charge's answer gave. Its key names
 * the reported fee, so a repeated split writes it once; a payment with no charge entry has none.
 */
export async function ledgerProviderFee(
  db: Executor,
  { paymentId, processingFeeCents }: { paymentId: string; processingFeeCents: number },
): Promise<void> {
  const [recorded] = await db
    .select({
      eventId: ledgerEntries.eventId,
      cents:
        sql<number>`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'processing_fees'), 0)`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(
      and(eq(ledgerEntries.paymentId, paymentId), inArray(ledgerEntries.kind, ['charge', 'fee_adjustment'])),
    )
    .groupBy(ledgerEntries.eventId);
  if (!recorded || recorded.cents === processingFeeCents) return;
  await insertLedgerEntries(db, [
    {
      eventId: recorded.eventId,
      kind: 'fee_adjustment',
      key: `fee_adjustment:${paymentId}:${processingFeeCents}`,
      paymentId,
      lines: feeAdjustmentLines({ recordedCents: recorded.cents, reportedCents: processingFeeCents }),
    },
  ]);
}

/**
 * Writes a dispute's withdrawal (`dispute_withdrawn:{dispute}`) or its funds reinstated on a win
 * (`dispute_reinstated:{dispute}`, the same lines negated), dividing what moved in proportion to the
 * payment's charge entry (decision 138). Answers whether it was written now; a repeat writes nothing,
 * and a payment with no charge entry has none.
 */
export async function ledgerDispute(
  db: Executor,
  entry: {
    kind: 'dispute_withdrawn' | 'dispute_reinstated';
    disputeId: string;
    paymentId: string;
    money: DisputeMoney;
  },
): Promise<boolean> {
  const of = (account: string) =>
    sql<number>`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = ${account}), 0)`.mapWith(
      Number,
    );
  const [charge] = await db
    .select({
      eventId: ledgerEntries.eventId,
      donors: of('donor_pledges'),
      feeCover: of('donor_fee_cover'),
      commissionCents: of('franchisee_commission'),
      platformFeeCents: of('platform_fees'),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(eq(ledgerEntries.paymentId, entry.paymentId), eq(ledgerEntries.kind, 'charge')))
    .groupBy(ledgerEntries.eventId);
  if (!charge) return false;
  const lines = disputeLines({ ...charge, chargedCents: -(charge.donors + charge.feeCover) }, entry.money);
  const written = await insertLedgerEntries(db, [
    {
      eventId: charge.eventId,
      kind: entry.kind,
      key: `${entry.kind}:${entry.disputeId}`,
      paymentId: entry.paymentId,
      lines:
        entry.kind === 'dispute_withdrawn'
          ? lines
          : lines.map((line) => ({ account: line.account, cents: -line.cents })),
    },
  ]);
  return written.length > 0;
}
