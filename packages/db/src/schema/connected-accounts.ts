import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, instant, updatedAt } from './columns';
import { franchisees } from './franchisees';
import { organizations } from './organizations';
import { payments } from './payments';
import { users } from './users';

/**
 * The provider's account that an organisation's money is paid into (decision 135), or a franchise's
 * commission (decision 142): a Stripe Express account, or the built-in test provider's. Its state is the provider's, copied from `account.updated`
 * (or the test onboarding); `stateAt` is the provider's time of that state, so an older event never
 * overwrites a newer one.
 */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    accountId: text().primaryKey(),
    // 'stripe', or 'local' for the built-in test provider's accounts.
    provider: text().notNull(),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    // The franchise that opened this account for its commission; one account each.
    franchiseeId: uuid().references(() => franchisees.id, { onDelete: 'set null' }),
    chargesEnabled: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    detailsSubmitted: boolean().notNull().default(false),
    // How many details the provider still asks for before it pays out.
    requirementsDue: integer().notNull().default(0),
    stateAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('connected_accounts_organization_idx').on(table.organizationId),
    uniqueIndex('connected_accounts_franchisee_unique').on(table.franchiseeId),
    check('connected_accounts_requirements_range', sql`${table.requirementsDue} >= 0`),
  ],
);

/**
 * How one card payment divided (core's chargeSplit), with the processing fee as the provider reported
 * it on the charge's balance transaction. Written once, with the transfers it owes.
 */
export const chargeSplits = pgTable(
  'charge_splits',
  {
    paymentId: uuid()
      .primaryKey()
      .references(() => payments.id),
    // The provider's charge the transfers are paid from (Stripe's `source_transaction`).
    sourceTransaction: text().notNull(),
    transferGroup: text().notNull(),
    processingFeeCents: integer().notNull(),
    commissionCents: integer().notNull(),
    platformFeeCents: integer().notNull(),
    schoolCents: integer().notNull(),
    // The franchise whose commission stays on the platform's account, owed, while it has no account
    // able to take charges (decision 143); cleared in the transaction that records its late transfer.
    commissionOwedTo: uuid().references(() => franchisees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    // The owed commissions of one franchise, and only those (decision 150).
    index('charge_splits_commission_owed_idx')
      .on(table.commissionOwedTo, table.createdAt)
      .where(sql`${table.commissionOwedTo} is not null`),
  ],
);

export const TRANSFER_SHARES = ['school', 'commission'] as const;
export const transferShare = pgEnum('transfer_share', TRANSFER_SHARES);

/**
 * pending: recorded, not yet answered; made: the provider made it; refused: the provider refused it
 * for good (decision 143), with its reason, until the receiving account is fixed and it is asked again.
 */
export const TRANSFER_STATES = ['pending', 'made', 'refused'] as const;
export const transferState = pgEnum('transfer_state', TRANSFER_STATES);
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * The columns of a call to the provider recorded before it is asked (decision 135): its key, whether
 * the provider made it, the provider's id for what it made, why it refused it (decision 143), the
 * administrator who last asked it again by hand after a refusal, and when (decision 147).
 */
export const attemptColumns = () => ({
  idempotencyKey: idempotencyKey(),
  state: transferState().notNull().default('pending'),
  reference: text(),
  refusal: text(),
  askedAgainByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  askedAgainAt: instant(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An attempt is made only with the provider's id for what it made, refused only with its reason. */
export const madeHasReference = (
  name: string,
  table: { state: SQLWrapper; reference: SQLWrapper; refusal: SQLWrapper },
) =>
  check(
    name,
    sql`(${table.state} <> 'made' or ${table.reference} is not null) and (${table.state}::text <> 'refused' or ${table.refusal} is not null)`,
  );

/**
 * One transfer a split owes, recorded as an attempt before the provider is asked: asked again under
 * the same key after a kill, the provider answers the transfer it made instead of making another.
 */
export const chargeTransfers = pgTable(
  'charge_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => chargeSplits.paymentId),
    share: transferShare().notNull(),
    destination: text().notNull(),
    amountCents: integer().notNull(),
    ...attemptColumns(),
  },
  (table) => [
    unique('charge_transfers_idempotency_key_unique').on(table.idempotencyKey),
    unique('charge_transfers_payment_share_unique').on(table.paymentId, table.share),
    index('charge_transfers_pending_idx').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    check('charge_transfers_amount_positive', sql`${table.amountCents} > 0`),
    madeHasReference('charge_transfers_made_has_reference', table),
  ],
);
