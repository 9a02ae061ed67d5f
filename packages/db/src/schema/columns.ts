import { type SQL, sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** A moment in UTC; every timestamp in the schema is one of these. */
export const instant = () => timestamp({ withTimezone: true });

export const createdAt = () => instant().notNull().defaultNow();

/** Moves forward on every update made through Drizzle, so callers cannot forget it. */
export const updatedAt = () =>
  instant()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The key a client or job sends with a write it may retry; the unique constraint on it turns the
 * repeat into a conflict the caller can answer with the first write's result.
 */
export const idempotencyKey = () => text().notNull();

/**
 * Inlines a rule's number into DDL: drizzle-kit would otherwise emit it as a bind parameter, which
 * a CHECK constraint cannot hold.
 */
export function literal(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer literal: ${value}`);
  return sql.raw(String(value));
}
