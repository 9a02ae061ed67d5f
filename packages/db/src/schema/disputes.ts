import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { attemptColumns, chargeTransfers, madeHasReference } from './connected-accounts';
import { events } from './events';
import { payments } from './payments';

/**
 * Stripe's dispute statuses (decision 138), forward only: the donor's bank disputed the charge and
 * waits for evidence (needs_response), evidence was sent (under_review), then the bank decided.
 */
export const DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);

/**
 * A donor's bank disputing a card payment, keyed by the provider's dispute id so that every event
 * about it, in any order and any number of times, reaches this one row.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    // 'stripe', or 'test' for the built-in test provider's disputes, which move no money.
    provider: text().notNull(),
    providerDisputeId: text().notNull(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    amountCents: integer().notNull(),
    status: disputeStatus().notNull().default('needs_response'),
    // The bank's reason as the provider names it (fraudulent, product_not_received, ...).
    reason: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('disputes_provider_dispute_unique').on(table.provider, table.providerDisputeId),
    index('disputes_payment_idx').on(table.paymentId),
    index('disputes_event_idx').on(table.eventId),
    check('disputes_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * reversal: part of a transfer taken back from a connected account, after a refund or a dispute's
 * withdrawal; reinstatement: a new transfer of what a dispute's reversal took, once the dispute is won.
 */
export const TRANSFER_REVERSAL_KINDS = ['reversal', 'reinstatement'] as const;
export const transferReversalKind = pgEnum('transfer_reversal_kind', TRANSFER_REVERSAL_KINDS);

/**
 * One reversal (or reinstatement) a transfer owes (decision 138), written in the transaction of the
 * refund or dispute move that owes it, with its key and amount, before the provider is asked.
 */
export const transferReversals = pgTable(
  'transfer_reversals',
  {
    id: uuid().primaryKey().defaultRandom(),
    transferId: uuid()
      .notNull()
      .references(() => chargeTransfers.id),
    // The dispute that owes it; none for a refund's.
    disputeId: uuid().references(() => disputes.id),
    kind: transferReversalKind().notNull().default('reversal'),
    amountCents: integer().notNull(),
    ...attemptColumns(),
  },
  (table) => [
    unique('transfer_reversals_idempotency_key_unique').on(table.idempotencyKey),
    index('transfer_reversals_transfer_idx').on(table.transferId),
    index('transfer_reversals_pending_idx').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    check('transfer_reversals_amount_positive', sql`${table.amountCents} > 0`),
    madeHasReference('transfer_reversals_made_has_reference', table),
    check(
      'transfer_reversals_reinstatement_of_dispute',
      sql`${table.kind} = 'reversal' or ${table.disputeId} is not null`,
    ),
  ],
);
