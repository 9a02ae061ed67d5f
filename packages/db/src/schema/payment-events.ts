import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The provider's webhook events already applied, by the provider's own event id: a delivery seen
 * before is answered and changes nothing (decision 064). Written in the transaction that applies the
 * event, so an event is either applied and recorded, or neither.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'payment_events_pk', columns: [table.provider, table.eventId] })],
);
