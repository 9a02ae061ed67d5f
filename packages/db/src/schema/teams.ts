import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events';

/**
 * A group of participants within a Thon. Its leader is a user_roles row (role team_leader, team_id),
 * where a partial unique index allows one per team.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('teams_event_name_unique').on(table.eventId, sql`lower(${table.name})`)],
);
