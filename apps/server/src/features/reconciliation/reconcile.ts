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
          }
        : txn,
    );
  }
  return sides;
}

/**
 * Every difference between the ledger and the provider, to the cent (decisions 139, 152, 156): a
 * transaction both have whose amount, or a charge's or a dispute's fee, differs; one only the provider has; one only the ledger has.
 */
function compareTransactions(
  ledger: LedgerTransaction[],
  provider: ProviderTransaction[],
  thonOf: (reference: string) => string | null,
): Difference[] {
  const reported = byKey(provider);
  const differences: Difference[] = [];
  const differ = (
    row: { transaction: Difference['transaction']; reference: string },
    eventId: string | null,
    kind: Difference['kind'],
    ledgerCents: number | null,
    providerCents: number | null,
  ) => {
    if (ledgerCents !== providerCents)
      differences.push({
        eventId,
        kind,
        transaction: row.transaction,
        reference: row.reference,
        ledgerCents,
        providerCents,
      });
  };
  for (const row of ledger) {
    const theirs: Side | undefined = reported.get(keyOf(row));
    reported.delete(keyOf(row));
    if (!theirs) {
      differ(row, row.event_id, 'missing_at_provider', row.amount_cents, null);
      continue;
    }
    differ(row, row.event_id, 'amount', row.amount_cents, theirs.amountCents);
    if (FEE_COMPARED.has(row.transaction)) differ(row, row.event_id, 'fee', row.fee_cents, theirs.feeCents);
  }
  for (const txn of reported.values())
    differ(txn, thonOf(txn.reference), 'missing_from_ledger', null, txn.amountCents);
  return differences;
}

/**
 * Compares the ledger with the provider's balance transactions over the period and records the run
 * with every difference, in one transaction once the provider has been read. Answers the run and
 * how many differences it found.
 */
export async function reconcilePeriod(
  db: Executor,
  source: BalanceTransactions,
  { period, trigger }: { period: Period; trigger: 'schedule' | 'administrator' },
) {
  const provider: ProviderTransaction[] = [];
  for await (const txn of source.list(period))
    if (source.compares.includes(txn.transaction)) provider.push(txn);
  const ledger = [
    ...(await ledgerTransactions(db, { provider: source.provider, period, kinds: source.compares })),
    ...(await madeTransfers(db, { provider: source.provider, period })).filter((row) =>
      source.compares.includes(row.transaction),
    ),
  ];
  const written = new Set(ledger.map(keyOf));
  const thons = await thonsOfReferences(db, {
    provider: source.provider,
    references: [...new Set(provider.filter((txn) => !written.has(keyOf(txn))).map((txn) => txn.reference))],
  });
  const differences = compareTransactions(ledger, provider, (reference) => thons.get(reference) ?? null);
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
