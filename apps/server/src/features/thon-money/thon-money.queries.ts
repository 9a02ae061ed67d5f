import type { LedgerAccount } from '@pledgethon/core';
import { and, asc, desc, type Executor, eq, rowsOf, schema, sql } from '@pledgethon/db';
import { territoryThons } from '../shop-reports/report-scope';

const { events, ledgerEntries, ledgerLines, payments, payouts } = schema;

const total = sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)`.mapWith(Number);

/** The balance of each account of the Thon's ledger, summed where the lines are. */
export async function ledgerBalances(db: Executor, { eventId }: { eventId: string }) {
  const rows = await db
    .select({ account: ledgerLines.account, cents: total })
    .from(ledgerLines)
    .where(eq(ledgerLines.eventId, eventId))
    .groupBy(ledgerLines.account);
  const balances = new Map(rows.map((row) => [row.account, row.cents]));
  return (account: LedgerAccount) => balances.get(account) ?? 0;
}

/** The Thon's payouts, newest first. */
export async function thonPayouts(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({
      provider: payouts.provider,
      providerPayoutId: payouts.providerPayoutId,
      amountCents: payouts.amountCents,
      status: payouts.status,
      arrivalDate: payouts.arrivalDate,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.eventId, eventId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

/**
 * One account's balance Thon by Thon: every Thon for an administrator (`all`), else the Thons of the
 * franchisees the user works for. Only Thons whose ledger has the account are listed.
 */
export async function accountAcrossThons(
  db: Executor,
  { account, scope }: { account: LedgerAccount; scope: { all: true } | { userId: string } },
) {
  return db
    .select({ eventCode: events.eventCode, name: events.name, cents: total })
    .from(ledgerLines)
    .innerJoin(events, eq(events.id, ledgerLines.eventId))
    .where(and(eq(ledgerLines.account, account), territoryThons(scope)))
    .groupBy(events.id)
    .orderBy(desc(events.eventDate), asc(events.eventCode));
}

/** One entry of the statement: its accounts' amounts as they move. */
export type StatementEntry = {
  created_at: string;
  kind: string;
  reference: string | null;
} & Record<LedgerAccount, number>;

const ACCOUNT_COLUMNS: LedgerAccount[] = [
  'donor_pledges',
  'donor_fee_cover',
  'processing_fees',
  'franchisee_commission',
  'platform_fees',
  'donor_refunds',
  'disputes',
  'school_balance',
  'payouts_in_transit',
  'school_paid_out',
];

/**
 * Every entry of the Thon's ledger in the order written (its lines' identity, which two entries
 * written in the same instant do not share), one row each, with its reference, handed to `onPage`
 * `pageSize` at a time: one query, read through a cursor in a transaction of its own, so the database
 * sums and orders the lines once and only a page of rows is ever held.
 */
export async function readStatementEntries(
  db: Executor,
  { eventId, pageSize }: { eventId: string; pageSize: number },
  onPage: (entries: StatementEntry[]) => void,
): Promise<void> {
  const columns = ACCOUNT_COLUMNS.map(
    (account) =>
      sql`coalesce(sum(l.amount_cents) filter (where l.account = ${account}), 0)::int as ${sql.identifier(account)}`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      declare statement_entries no scroll cursor for
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, e.kind,
        coalesce(p.provider_reference, po.provider_payout_id) as reference,
        ${sql.join(columns, sql`, `)}
      from ${ledgerEntries} e
      join ${ledgerLines} l on l.entry_id = e.id
      left join ${payments} p on p.id = e.payment_id
      left join ${payouts} po on po.id = e.payout_id
      where e.event_id = ${eventId}
      group by e.id, p.provider_reference, po.provider_payout_id
      order by min(l.id)`);
    for (;;) {
      const entries = rowsOf<StatementEntry>(
        await tx.execute(sql.raw(`fetch forward ${Math.trunc(pageSize)} from statement_entries`)),
      );
      if (entries.length > 0) onPage(entries);
      if (entries.length < pageSize) break;
    }
    await tx.execute(sql`close statement_entries`);
  });
}
