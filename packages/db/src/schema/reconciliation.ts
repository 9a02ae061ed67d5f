import { RECONCILED_TRANSACTIONS, type ReconciledTransaction } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';

/** schedule: the daily run of the day before; administrator: a period asked for on demand. */
export const RECONCILIATION_TRIGGERS = ['schedule', 'administrator'] as const;
export const reconciliationTrigger = pgEnum('reconciliation_trigger', RECONCILIATION_TRIGGERS);

/**
 * amount / fee: both sides have the transaction and disagree; missing_from_ledger: the provider has
 * it, the ledger does not; missing_at_provider: the ledger has it, the provider does not.
 */
export const RECONCILIATION_DIFFERENCE_KINDS = [
  'amount',
  'fee',
  'missing_from_ledger',
  'missing_at_provider',
] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];
export const reconciliationDifferenceKind = pgEnum(
  'reconciliation_difference_kind',
  RECONCILIATION_DIFFERENCE_KINDS,
);

export type { ReconciledTransaction };
export const reconciledTransaction = pgEnum('reconciled_transaction', RECONCILED_TRANSACTIONS);

/**
 * One comparison of the ledger with the provider's balance transactions over a period (decision
 * 139), from `periodStart` up to, not including, `periodEnd`. A period compared again (on demand)
 * has a newer run, which is the one that counts.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    periodStart: instant().notNull(),
    periodEnd: instant().notNull(),
    trigger: reconciliationTrigger().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('reconciliation_runs_period_idx').on(table.periodEnd, table.createdAt),
    check('reconciliation_runs_period', sql`${table.periodStart} < ${table.periodEnd}`),
  ],
);

/**
 * A difference found by a run, to the cent: what the ledger and the provider each say (null where one
 * has nothing). Its Thon is the one whose payment or payout it names; none when the provider's
 * transaction names nothing the platform knows.
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid()
      .notNull()
      .references(() => reconciliationRuns.id),
    eventId: uuid().references(() => events.id),
    kind: reconciliationDifferenceKind().notNull(),
    transaction: reconciledTransaction().notNull(),
    // The charge's reference (a refund is named by the charge it gives back), the payout's, dispute's,
    // transfer's or reversal's id at the provider.
    reference: text().notNull(),
    ledgerCents: integer(),
    providerCents: integer(),
  },
  (table) => [
    index('reconciliation_differences_run_idx').on(table.runId, table.eventId),
    check(
      'reconciliation_differences_differ',
      sql`${table.ledgerCents} is distinct from ${table.providerCents}`,
    ),
  ],
);
