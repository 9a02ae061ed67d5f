import type { Executor } from '@pledgethon/db';
import type { BalanceTransactions, Period, ProviderTransaction } from './balance-transactions';
import {
  type Difference,
  insertReconciliationRun,
  type LedgerTransaction,
  ledgerTransactions,
  thonsOfReferences,
} from './reconciliation.queries';
import { madeTransfers } from './transfer-records.queries';

type Side = { amountCents: number; feeCents: number };
/** The transactions that carry a fee of the provider's: a charge's processing fee, a dispute's fee. */
const FEE_COMPARED = new Set<Difference['transaction']>([
  'charge',
  'dispute_withdrawn',
  'dispute_reinstated',
]);
const keyOf = (row: { transaction: string; reference: string }) => `${row.transaction}:${row.reference}`;

/** The provider's transactions by what they move: a charge's refunds in the period are summed as the ledger's are. */
function byKey(transactions: ProviderTransaction[]) {
  const sides = new Map<string, ProviderTransaction>();
  for (const txn of transactions) {
    const earlier = sides.get(keyOf(txn));
    sides.set(
      keyOf(txn),
      earlier
        ? {
            ...txn,
            amountCents: earlier.amountCents + txn.amountCents,
            feeCents: earlier.feeCents + txn.feeCents,
            atMs: Math.min(earlier.atMs, txn.atMs),
          }
        : txn,
    );
  }
  return sides;
}

/**
 * How far past either end of a period a transaction's other side is looked for: the ledger and the
 * provider date one move a moment apart, sometimes on either side of midnight.
 */
const BOUNDARY_MARGIN_MS = 3_600_000;

/**
 * Every difference between the ledger and the provider, to the cent (decisions 139, 152, 156): a
 * transaction both have whose amount, or a charge's or a dispute's fee, differs; one only the provider
 * has; one only the ledger has. Each is dated by the ledger's side where there is one, else the provider's.
 */
function compareTransactions(
  ledger: LedgerTransaction[],
  provider: ProviderTransaction[],
  thonOf: (reference: string) => string | null,
): { difference: Difference; atMs: number }[] {
  const reported = byKey(provider);
  const differences: { difference: Difference; atMs: number }[] = [];
  const differ = (
    row: { transaction: Difference['transaction']; reference: string },
    { eventId, atMs }: { eventId: string | null; atMs: number },
    kind: Difference['kind'],
    ledgerCents: number | null,
    providerCents: number | null,
  ) => {
    if (ledgerCents !== providerCents)
      differences.push({
        difference: {
          eventId,
          kind,
          transaction: row.transaction,
          reference: row.reference,
          ledgerCents,
          providerCents,
        },
        atMs,
      });
  };
  for (const row of ledger) {
    const theirs: Side | undefined = reported.get(keyOf(row));
    reported.delete(keyOf(row));
    const ours = { eventId: row.event_id, atMs: row.at_ms };
    if (!theirs) {
      differ(row, ours, 'missing_at_provider', row.amount_cents, null);
      continue;
    }
    differ(row, ours, 'amount', row.amount_cents, theirs.amountCents);
    if (FEE_COMPARED.has(row.transaction)) differ(row, ours, 'fee', row.fee_cents, theirs.feeCents);
  }
  for (const txn of reported.values())
    differ(
      txn,
      { eventId: thonOf(txn.reference), atMs: txn.atMs },
      'missing_from_ledger',
      null,
      txn.amountCents,
    );
  return differences;
}

/**
 * Compares the ledger with the provider's balance transactions over the period and records the run
 * with every difference, in one transaction once the provider has been read. Both sides are read an
 * hour past each end of the period, so a move the ledger dated just before midnight and the provider
 * just after (or the reverse) is matched; only differences dated within the period are reported, so
 * the next day's run reports what lies past its end. Answers the run and the differences it found.
 */
export async function reconcilePeriod(
  db: Executor,
  source: BalanceTransactions,
  { period, trigger }: { period: Period; trigger: 'schedule' | 'administrator' },
) {
  const read: Period = {
    start: new Date(period.start.getTime() - BOUNDARY_MARGIN_MS),
    end: new Date(period.end.getTime() + BOUNDARY_MARGIN_MS),
  };
  const provider: ProviderTransaction[] = [];
  for await (const txn of source.list(read))
    if (source.compares.includes(txn.transaction)) provider.push(txn);
  const ledger = [
    ...(await ledgerTransactions(db, { provider: source.provider, period: read, kinds: source.compares })),
    ...(await madeTransfers(db, { provider: source.provider, period: read })).filter((row) =>
      source.compares.includes(row.transaction),
    ),
  ];
  const written = new Set(ledger.map(keyOf));
  const thons = await thonsOfReferences(db, {
    provider: source.provider,
    references: [...new Set(provider.filter((txn) => !written.has(keyOf(txn))).map((txn) => txn.reference))],
  });
  const within = ({ atMs }: { atMs: number }) =>
    atMs >= period.start.getTime() && atMs < period.end.getTime();
  const differences = compareTransactions(ledger, provider, (reference) => thons.get(reference) ?? null)
    .filter(within)
    .map(({ difference }) => difference);
  const runId = await db.transaction((tx) =>
    insertReconciliationRun(tx, { provider: source.provider, period, trigger, differences }),
  );
  return { runId, differences };
}

const DAY = 86_400_000;

/** The UTC day before `now`'s: what the daily run compares. */
export function previousDay(now: Date): Period {
  const end = new Date(Math.floor(now.getTime() / DAY) * DAY);
  return { start: new Date(end.getTime() - DAY), end };
}
