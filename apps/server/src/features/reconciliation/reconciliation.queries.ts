import { type Executor, inArray, rowsOf, schema, sql } from '@pledgethon/db';
import type { Period } from './balance-transactions';
import { epochMs } from './epoch-ms';
import { thonsOfTransfers } from './transfer-records.queries';

type ReconciledTransaction = schema.ReconciledTransaction;
type ReconciliationDifferenceKind = schema.ReconciliationDifferenceKind;

const {
  disputes,
  ledgerEntries,
  ledgerLines,
  payments,
  payouts,
  reconciliationDifferences,
  reconciliationRuns,
} = schema;

/** The ledger's side of one provider transaction, in the provider's terms. */
export type LedgerTransaction = {
  event_id: string;
  transaction: ReconciledTransaction;
  reference: string;
  amount_cents: number;
  fee_cents: number;
  /** When the ledger wrote it (its first entry's moment), in milliseconds since the epoch. */
  at_ms: number;
};

/**
 * What the ledger wrote over the period for the provider's charges, refunds, payouts (sent, received
 * by the bank, returned by it) and disputes, one
 * row per transaction: a charge's gross (what the donor paid) and its processing fee, that of its
 * charge entry with any adjustment to the provider's report (the fee is the charge's, whenever it was
 * brought in line); a charge's refunds in the period, summed; a payout sent; a dispute's withdrawal or
 * its funds reinstated, named by the provider's dispute id, with the disputed amount and the dispute
 * fee the entry's `disputes` line holds beside it (withdrawn, or returned on a win).
 */
export async function ledgerTransactions(
  db: Executor,
  { provider, period, kinds }: { provider: string; period: Period; kinds: readonly ReconciledTransaction[] },
) {
  const rows = await db.execute(sql`
    select e.event_id, e.kind::text as transaction,
      coalesce(d.provider_dispute_id, p.provider_reference, po.provider_payout_id) as reference,
      coalesce(d.amount_cents, sum(case
        when l.account in ('donor_pledges', 'donor_fee_cover') then -l.amount_cents
        when l.account = 'donor_refunds' then l.amount_cents
        -- A payout sent puts its amount in transit; received or returned, takes it out.
        when l.account = 'payouts_in_transit' then case e.kind when 'payout' then 1 else -1 end * l.amount_cents
      end), 0)::int as amount_cents,
      case e.kind
        when 'charge' then (
          select coalesce(sum(fl.amount_cents), 0) from ${ledgerEntries} fe
          join ${ledgerLines} fl on fl.entry_id = fe.id and fl.account = 'processing_fees'
          where fe.payment_id = e.payment_id and fe.kind in ('charge', 'fee_adjustment'))
        when 'dispute_withdrawn' then coalesce(sum(l.amount_cents) filter (where l.account = 'disputes'), 0) - d.amount_cents
        when 'dispute_reinstated' then -coalesce(sum(l.amount_cents) filter (where l.account = 'disputes'), 0) - d.amount_cents
        else 0 end::int as fee_cents,
      ${epochMs(sql`min(e.created_at)`)} as at_ms
    from ${ledgerEntries} e
    join ${ledgerLines} l on l.entry_id = e.id
    left join ${payments} p on p.id = e.payment_id
    left join ${payouts} po on po.id = e.payout_id
    left join ${disputes} d on e.kind in ('dispute_withdrawn', 'dispute_reinstated')
      and d.id::text = split_part(e.key, ':', 2)
    where e.created_at >= ${period.start.toISOString()}::timestamptz
      and e.created_at < ${period.end.toISOString()}::timestamptz
      and e.kind::text in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      and coalesce(p.provider, po.provider) = ${provider}
    group by e.event_id, e.kind, e.payment_id, p.provider_reference, po.provider_payout_id, d.id`);
  return rowsOf<LedgerTransaction>(rows);
}

/**
 * The Thon of each charge reference, payout id, dispute id, transfer id and reversal id the provider
 * named, where the platform has it.
 */
export async function thonsOfReferences(
  db: Executor,
  { provider, references }: { provider: string; references: string[] },
) {
  if (references.length === 0) return new Map<string, string>();
  const [charges, sent, disputed, transferred] = await Promise.all([
    db
      .select({ reference: payments.providerReference, eventId: payments.eventId })
      .from(payments)
      .where(sql`${payments.provider} = ${provider} and ${inArray(payments.providerReference, references)}`),
    db
      .select({ reference: payouts.providerPayoutId, eventId: payouts.eventId })
      .from(payouts)
      .where(sql`${payouts.provider} = ${provider} and ${inArray(payouts.providerPayoutId, references)}`),
    db
      .select({ reference: disputes.providerDisputeId, eventId: disputes.eventId })
      .from(disputes)
      .where(sql`${disputes.provider} = ${provider} and ${inArray(disputes.providerDisputeId, references)}`),
    thonsOfTransfers(db, { provider, references }),
  ]);
  return new Map(
    [...charges, ...sent, ...disputed, ...transferred].map((row) => [row.reference ?? '', row.eventId]),
  );
}

export type Difference = {
  eventId: string | null;
  kind: ReconciliationDifferenceKind;
  transaction: ReconciledTransaction;
  reference: string;
  ledgerCents: number | null;
  providerCents: number | null;
};

/** Writes the run and what it found, in the caller's transaction. */
export async function insertReconciliationRun(
  db: Executor,
  run: { provider: string; period: Period; trigger: 'schedule' | 'administrator'; differences: Difference[] },
) {
  const [written] = await db
    .insert(reconciliationRuns)
    .values({
      provider: run.provider,
      periodStart: run.period.start,
      periodEnd: run.period.end,
      trigger: run.trigger,
    })
    .returning({ id: reconciliationRuns.id });
  if (!written) throw new Error('the reconciliation run was not written');
  if (run.differences.length > 0)
    await db
      .insert(reconciliationDifferences)
      .values(run.differences.map((difference) => ({ ...difference, runId: written.id })));
  return written.id;
}

/**
 * The Thon's standing against the provider: up to the end of the last period compared, and the
 * differences found for the Thon by the newest run of each period (a period compared again on demand
 * replaces its earlier result). Null when no period has been compared.
 */
export async function latestReconciliation(db: Executor, { eventId }: { eventId: string }) {
  const rows = rowsOf<{
    up_to: string | null;
    kind: ReconciliationDifferenceKind | null;
    transaction: ReconciledTransaction | null;
    reference: string | null;
    ledger_cents: number | null;
    provider_cents: number | null;
  }>(
    await db.execute(sql`
      with latest as (
        select distinct on (period_start, period_end) id, period_end
        from ${reconciliationRuns}
        order by period_start, period_end, created_at desc
      )
      select to_char((select max(period_end) from latest) at time zone 'UTC' - interval '1 millisecond', 'YYYY-MM-DD') as up_to,
        d.kind, d.transaction, d.reference, d.ledger_cents, d.provider_cents
      from (select 1) one
      left join (latest join ${reconciliationDifferences} d on d.run_id = latest.id and d.event_id = ${eventId}) on true
      order by d.reference, d.transaction, d.kind`),
  );
  const upTo = rows[0]?.up_to;
  if (!upTo) return null;
  return {
    upTo,
    differences: rows.flatMap((row) =>
      row.kind && row.transaction && row.reference
        ? [
            {
              kind: row.kind,
              transaction: row.transaction,
              reference: row.reference,
              ledgerCents: row.ledger_cents,
              providerCents: row.provider_cents,
            },
          ]
        : [],
    ),
  };
}
