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

/** The statement's accounts, in its columns' order. */
export const STATEMENT_ACCOUNTS: LedgerAccount[] = [
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
 *
 * The lines are summed by entry first, from the Thon's own lines, and only then joined to their
 * entries and payments, each restricted to the Thon, by hash: the statement reads all of them, and
 * looking each of 50,000 entries up by index (what the planner picks without fresh statistics, as
 * after a charging run) cost more than the sums. The sort and the sums get the memory they need
 * rather than spill to temporary files. Each entry comes as one JSON array: the embedded engine
 * decodes every field of every row in JavaScript, and one field instead of thirteen took half the
 * read's time off (decision 149).
 */
export async function readStatementEntries(
  db: Executor,
  { eventId, pageSize }: { eventId: string; pageSize: number },
  onPage: (entries: StatementEntry[]) => void,
): Promise<void> {
  const sums = STATEMENT_ACCOUNTS.map(
    (account) => sql`coalesce(sum(l.amount_cents) filter (where l.account = ${account}), 0)::int`,
  );
  const amounts = STATEMENT_ACCOUNTS.map((_, index) => sql.raw(`s.a${index}`));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`
      declare statement_entries no scroll cursor for
      select json_build_array(
          to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), e.kind,
          coalesce(p.provider_reference, po.provider_payout_id), ${sql.join(amounts, sql`, `)})::text as entry
      from (
        select l.entry_id, min(l.id) as first_line,
          ${sql.join(
            sums.map((sum, index) => sql`${sum} as ${sql.raw(`a${index}`)}`),
            sql`, `,
          )}
        from ${ledgerLines} l where l.event_id = ${eventId} group by l.entry_id
      ) s
      join ${ledgerEntries} e on e.id = s.entry_id and e.event_id = ${eventId}
      left join ${payments} p on p.id = e.payment_id and p.event_id = ${eventId}
      left join ${payouts} po on po.id = e.payout_id and po.event_id = ${eventId}
      order by s.first_line`);
    for (;;) {
      const rows = rowsOf<{ entry: string }>(
        await tx.execute(sql.raw(`fetch forward ${Math.trunc(pageSize)} from statement_entries`)),
      );
      if (rows.length > 0) onPage(rows.map((row) => statementEntry(JSON.parse(row.entry))));
      if (rows.length < pageSize) break;
    }
    await tx.execute(sql`close statement_entries`);
  });
}

/** An entry from its JSON array: date, kind, reference, then the accounts' amounts in column order. */
function statementEntry([createdAt, kind, reference, ...amounts]: [
  string,
  string,
  string | null,
  ...number[],
]) {
  const entry = { created_at: createdAt, kind, reference } as StatementEntry;
  STATEMENT_ACCOUNTS.forEach((account, index) => {
    entry[account] = amounts[index] ?? 0;
  });
  return entry;
}
