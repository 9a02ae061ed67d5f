import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { events } from './events';
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

// 'counter': published from the lap counter's counts.
export const RESULT_SOURCES = ['single', 'grid', 'csv', 'counter'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];
export const resultSource = pgEnum('result_source', RESULT_SOURCES);

/**
 * Every change of a participant's completed units: who changed what, when, and how it was entered.
 * Rows are only ever added; a result's history is its rows by time.
 */
export const resultChanges = pgTable(
  'result_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    // Null when the participant had no result before.
    previousUnits: integer(),
    units: integer().notNull(),
    source: resultSource().notNull(),
    changedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('result_changes_participant_idx').on(table.participantId, table.changedAt),
    index('result_changes_event_idx').on(table.eventId, table.changedAt),
  ],
);
