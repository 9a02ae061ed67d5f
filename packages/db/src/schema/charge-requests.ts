import { sql } from 'drizzle-orm';
import { index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';
import { participants } from './participants';
import { users } from './users';

/**
 * "Charge the pledges now": written in the same transaction that marks a Thon (participant null) or
 * one participant completed, and consumed by the pledge charging, which sets processedAt. Marking the
 * same thing completed twice asks once.
 */
export const chargeRequests = pgTable(
  'charge_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid().references(() => participants.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    processedAt: instant(),
  },
  (table) => [
    unique('charge_requests_event_participant_unique')
      .on(table.eventId, table.participantId)
      .nullsNotDistinct(),
    index('charge_requests_unprocessed_idx').on(table.createdAt).where(sql`${table.processedAt} is null`),
  ],
);
