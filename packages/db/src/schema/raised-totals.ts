import { bigint, date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { teams } from './teams';

/**
 * A Thon's totals, kept by the database's triggers in the transaction of every change that moves them
 * (decision 136), so no page adds up the Thon's pledges or participants to show them. A Thon without a
 * row has nothing yet: readers count a missing row as zeros.
 */
export const eventTotals = pgTable('event_totals', {
  eventId: uuid()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  // Every standing pledge of the Thon: its participants', removed or not, and the Thon's own (decision 051).
  raisedCents: bigint({ mode: 'number' }).notNull().default(0),
  // The participants on the Thon's lists (not removed) and what their standing pledges count.
  participantCount: integer().notNull().default(0),
  participantGoalCents: bigint({ mode: 'number' }).notNull().default(0),
  participantRaisedCents: bigint({ mode: 'number' }).notNull().default(0),
  participantPledgeCount: integer().notNull().default(0),
  // The results recorded for its participants (removed or not): the pledge form's expected units.
  resultCount: integer().notNull().default(0),
  resultUnits: bigint({ mode: 'number' }).notNull().default(0),
  // What its succeeded payments kept after refunds, bulk payments and gifts to the Thon included: the
  // dashboard's collected (decision 141).
  collectedCents: bigint({ mode: 'number' }).notNull().default(0),
});

/** A team's participants on the lists (not removed) and what their standing pledges count (decision 136). */
export const teamTotals = pgTable('team_totals', {
  teamId: uuid()
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  participantCount: integer().notNull().default(0),
  participantGoalCents: bigint({ mode: 'number' }).notNull().default(0),
  raisedCents: bigint({ mode: 'number' }).notNull().default(0),
  pledgeCount: integer().notNull().default(0),
});

/**
 * What the standing pledges of the Thon's listed participants count, by their team (null: none) and
 * the day (in the Thon's time zone) each was made: the dashboard's chart (decision 136).
 */
export const eventDayTotals = pgTable(
  'event_day_totals',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    raisedCents: bigint({ mode: 'number' }).notNull().default(0),
    pledgeCount: integer().notNull().default(0),
  },
  (table) => [unique('event_day_totals_day').on(table.eventId, table.teamId, table.day).nullsNotDistinct()],
);
