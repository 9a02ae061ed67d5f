import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, instant, updatedAt } from './columns';
import { events } from './events';
import { participants } from './participants';
import { pledges } from './pledges';

export const PAYMENT_METHODS = ['card', 'cash', 'check', 'bulk'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** Money received, by card through the provider or collected by hand and recorded as a collection. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    // Null for a bulk payment, which covers several participants at once, and for a gift to the Thon.
    participantId: uuid().references(() => participants.id),
    pledgeId: uuid().references(() => pledges.id),
    amountCents: integer().notNull(),
    // Given back to the donor through the provider; collected is the amount less this (decision 065).
    refundedCents: integer().notNull().default(0),
    processingFeeCents: integer().notNull().default(0),
    method: paymentMethod().notNull(),
    // 'stripe', the built-in test provider, or 'offline' for cash and checks.
    provider: text().notNull(),
    providerReference: text(),
    status: paymentStatus().notNull().default('pending'),
    idempotencyKey: idempotencyKey(),
    // When the transfers worker divided the card charge (decision 135), in the split's transaction;
    // null until then, so the charges still to split are found by their own index (decision 150).
    splitAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('payments_idempotency_key_unique').on(table.idempotencyKey),
    // A provider's webhook may arrive more than once for the same charge.
    unique('payments_provider_reference_unique').on(table.provider, table.providerReference),
    index('payments_event_idx').on(table.eventId),
    index('payments_participant_idx').on(table.participantId),
    index('payments_pledge_idx').on(table.pledgeId),
    // The charges the transfers worker has still to split, and only those: its every-minute look
    // costs what is new, whatever the history (decision 150).
    index('payments_to_split_idx')
      .on(table.createdAt)
      .where(
        sql`${table.splitAt} is null and ${table.status} = 'succeeded' and ${table.method} = 'card' and ${table.providerReference} is not null`,
      ),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check('payments_refund_range', sql`${table.refundedCents} between 0 and ${table.amountCents}`),
    check('payments_fee_range', sql`${table.processingFeeCents} between 0 and ${table.amountCents}`),
    check(
      'payments_participant_unless_bulk',
      sql`${table.method} = 'bulk' or ${table.participantId} is not null or ${table.pledgeId} is not null`,
    ),
  ],
);
