import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events';
import { payments } from './payments';

export const ledgerAccount = pgEnum('ledger_account', LEDGER_ACCOUNTS);
export const ledgerEntryKind = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);

/**
 * in_transit: the provider sent the school's balance to its bank; paid: it arrived; failed: the bank
 * returned it to the balance.
 */
export const PAYOUT_STATUSES = ['in_transit', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);

/** A transfer of a Thon's school balance from the provider to the school's bank account. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    // 'stripe', or 'test' for the built-in test provider's payouts, which move no money.
    provider: text().notNull(),
    providerPayoutId: text().notNull(),
    amountCents: integer().notNull(),
    status: payoutStatus().notNull().default('in_transit'),
    // The day the bank is expected to (or did) receive it.
    arrivalDate: date({ mode: 'string' }).notNull(),
    failure: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('payouts_provider_payout_unique').on(table.provider, table.providerPayoutId),
    index('payouts_event_idx').on(table.eventId),
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * One move of a Thon's money (decision 134), written in the transaction of the state change it
 * records. Its key names its source row and kind (`charge:{payment}`, `refund:{payment}:{total}`,
 * `payout:{payout}`, ...), so a replayed webhook or a retried sweep writes it once. Never updated or
 * deleted: the migration's triggers refuse both.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    kind: ledgerEntryKind().notNull(),
    key: text().notNull(),
    paymentId: uuid().references(() => payments.id),
    payoutId: uuid().references(() => payouts.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('ledger_entries_key_unique').on(table.key),
    index('ledger_entries_event_idx').on(table.eventId, table.createdAt),
    index('ledger_entries_payment_idx').on(table.paymentId),
    check(
      'ledger_entries_source',
      sql`(${table.kind} in ('charge', 'fee_adjustment', 'refund')) = (${table.paymentId} is not null)
        and (${table.kind} in ('payout', 'payout_paid', 'payout_failed')) = (${table.payoutId} is not null)`,
    ),
  ],
);

/**
 * The lines of an entry, signed (money into an account positive), summing to zero per entry: the
 * migration's trigger checks each statement's lines, so an entry's lines are written in one statement.
 * The Thon is repeated here so that a Thon's balances are summed from one index.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid()
      .notNull()
      .references(() => ledgerEntries.id),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    account: ledgerAccount().notNull(),
    amountCents: integer().notNull(),
  },
  (table) => [
    index('ledger_lines_event_account_idx').on(table.eventId, table.account),
    index('ledger_lines_entry_idx').on(table.entryId),
    check('ledger_lines_not_zero', sql`${table.amountCents} <> 0`),
  ],
);
