import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { participants } from './participants';
import { users } from './users';

/** The units a participant completed (laps run, pages read); the event's unit range is checked on entry. */
export const results = pgTable(
  'results',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    units: integer().notNull(),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recordedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    unique('results_participant_unique').on(table.participantId),
    check('results_units_non_negative', sql`${table.units} >= 0`),
  ],
);
