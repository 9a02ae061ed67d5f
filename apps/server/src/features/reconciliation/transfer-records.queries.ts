import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import type { Period } from './balance-transactions';
import { epochMs } from './epoch-ms';
import type { LedgerTransaction } from './reconciliation.queries';

const { chargeTransfers, connectedAccounts, events, payments, transferReversals } = schema;

/**
 * The platform's side of the money it sent to connected accounts over the period (decision 156): each
 * transfer (a share of a charge, or a won dispute's reinstatement, which is a new transfer) and each
 * reversal the provider made, by the moment it was recorded made, with its amount and the provider's
 * id. These are the attempts the school's and the franchise's ledger shares are paid by (decisions
 * 135, 138): one written before the provider is asked, and marked made with its id from the answer.
 */
export async function madeTransfers(
  db: Executor,
  { provider, period }: { provider: string; period: Period },
) {
  // Only the two aliases below reach `sql.raw`.
  const within = (alias: 't' | 'r') =>
    sql`${sql.raw(alias)}.state = 'made' and ${sql.raw(alias)}.updated_at >= ${period.start.toISOString()}::timestamptz
      and ${sql.raw(alias)}.updated_at < ${period.end.toISOString()}::timestamptz`;
  const rows = await db.execute(sql`
    select p.event_id, 'transfer' as transaction, t.reference, t.amount_cents, 0 as fee_cents,
      ${epochMs(sql`t.updated_at`)} as at_ms
    from ${chargeTransfers} t join ${payments} p on p.id = t.payment_id
    where p.provider = ${provider} and ${within('t')}
    union all
    select p.event_id, case r.kind when 'reversal' then 'transfer_reversal' else 'transfer' end,
      r.reference, r.amount_cents, 0, ${epochMs(sql`r.updated_at`)}
    from ${transferReversals} r
    join ${chargeTransfers} t on t.id = r.transfer_id
    join ${payments} p on p.id = t.payment_id
    where p.provider = ${provider} and ${within('r')}`);
  return rowsOf<LedgerTransaction>(rows);
}

/** The Thon of each transfer and reversal id the provider named, where the platform recorded it. */
export async function thonsOfTransfers(
  db: Executor,
  { provider, references }: { provider: string; references: string[] },
) {
  if (references.length === 0) return [];
  const named = sql.join(
    references.map((reference) => sql`${reference}`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    select t.reference, p.event_id from ${chargeTransfers} t join ${payments} p on p.id = t.payment_id
    where p.provider = ${provider} and t.reference in (${named})
    union all
    select r.reference, p.event_id from ${transferReversals} r
    join ${chargeTransfers} t on t.id = r.transfer_id join ${payments} p on p.id = t.payment_id
    where p.provider = ${provider} and r.reference in (${named})`);
  return rowsOf<{ reference: string; event_id: string }>(rows).map((row) => ({
    reference: row.reference,
    eventId: row.event_id,
  }));
}

/** The provider's connected accounts that Thons' money is paid into: the accounts whose payouts the ledger records. */
export async function schoolAccounts(db: Executor, { provider }: { provider: string }) {
  const rows = await db
    .selectDistinct({ accountId: connectedAccounts.accountId })
    .from(connectedAccounts)
    .innerJoin(events, sql`${events.paymentAccountId} = ${connectedAccounts.accountId}`)
    .where(sql`${connectedAccounts.provider} = ${provider}`)
    .orderBy(connectedAccounts.accountId);
  return rows.map((row) => row.accountId);
}
