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
 * The entries whose first line is among the Thon's next `lines` lines after line `after`, one row
 * each, in the order written (their first line's identity, which two entries written in the same
 * instant do not share), with its reference; `last` is the window's last line, where the next one
 * begins, or null past the end. Every entry's first line falls in exactly one window, so reading
 * window after window reads each entry once, from the index of the Thon's lines, however long the
 * ledger is.
 */
export async function statementPage(
  db: Executor,
  { eventId, after, lines }: { eventId: string; after: number; lines: number },
) {
  const [window] = rowsOf<{ last: number | null }>(
    await db.execute(sql`
      select max(id)::float8 as last from (
        select id from ${ledgerLines} where event_id = ${eventId} and id > ${after} order by id limit ${lines}
      ) w`),
  );
  const last = window?.last ?? null;
  if (last === null) return { entries: [], last };
  const columns = ACCOUNT_COLUMNS.map(
    (account) =>
      sql`coalesce(sum(l.amount_cents) filter (where l.account = ${account}), 0)::int as ${sql.identifier(account)}`,
  );
  // Each entry's lines, its row and its source are looked up by their own index, entry by entry: a
  // join over the whole table would read all the Thon's lines for every window.
  const rows = await db.execute(sql`
    with firsts as (
      select entry_id, min(id) as first_line from ${ledgerLines}
      where event_id = ${eventId} and id > ${after} and id <= ${last}
      group by entry_id
    )
    select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, e.kind,
      coalesce(p.provider_reference, po.provider_payout_id) as reference, sums.*
    from firsts f
    join ${ledgerEntries} e on e.id = f.entry_id
    cross join lateral (
      select ${sql.join(columns, sql`, `)} from ${ledgerLines} l where l.entry_id = f.entry_id
    ) sums
    left join ${payments} p on p.id = e.payment_id
    left join ${payouts} po on po.id = e.payout_id
    where not exists (select 1 from ${ledgerLines} b where b.entry_id = f.entry_id and b.id <= ${after})
    order by f.first_line`);
  return { entries: rowsOf<StatementEntry>(rows), last };
}
