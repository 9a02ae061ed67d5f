import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Per-address request counters (sign-in, reset, contact form), kept here so every server process
 * counts the same requests. A row whose window has passed starts again at 1; the hourly cleanup
 * deletes the ones nobody reused.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  expiresAt: instant().notNull(),
});

/**
 * A number each in-process cache compares with its own: clearing a cache on one process moves the
 * number, and every other process drops its copy when it next looks.
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text().primaryKey(),
  generation: integer().notNull(),
});
