import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, updatedAt } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * The steps of creating a Thon, in order. Each records its result here before the next starts, so a
 * retry with the same key resumes after the last recorded step instead of repeating it.
 */
export const THON_CREATION_STEPS = ['started', 'payment_account_created', 'completed', 'failed'] as const;
export type ThonCreationStep = (typeof THON_CREATION_STEPS)[number];
export const thonCreationStep = pgEnum('thon_creation_step', THON_CREATION_STEPS);

/** One Thon creation command, keyed by its creator and the client's idempotency key. */
export const thonCreations = pgTable(
  'thon_creations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: idempotencyKey(),
    // A hash of the request, so a key reused for a different Thon is refused rather than resumed.
    requestHash: text().notNull(),
    step: thonCreationStep().notNull().default('started'),
    // Counts the tries at the provider step: a compensated account is closed, so the next try
    // asks the provider under a new key instead of getting the closed account back.
    attempt: integer().notNull().default(1),
    // The provider's account, recorded as soon as the provider answers so it is never made twice.
    paymentAccountId: text(),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    failure: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('thon_creations_user_key_unique').on(table.userId, table.idempotencyKey),
    check(
      'thon_creations_account_after_start',
      sql`${table.step} not in ('payment_account_created', 'completed') or ${table.paymentAccountId} is not null`,
    ),
    check(
      'thon_creations_completed_has_event',
      sql`${table.step} <> 'completed' or ${table.eventId} is not null`,
    ),
  ],
);
