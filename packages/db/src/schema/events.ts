import {
  DEFAULT_LAP_GUARD_SECONDS,
  DEFAULT_PERSONAL_GOAL_CENTS,
  DEFAULT_RETENTION_DAYS,
  MAX_INT32,
  MAXIMUM_RETENTION_DAYS,
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_GOAL_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_RETENTION_DAYS,
} from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, literal } from './columns';
import { franchisees } from './franchisees';
import { organizations } from './organizations';
import { users } from './users';

export const EVENT_STATUSES = ['draft', 'active', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const eventStatus = pgEnum('event_status', EVENT_STATUSES);

/** A Thon: one fundraising event of an organisation, reached by its event code. */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    franchiseeId: uuid().references(() => franchisees.id, { onDelete: 'set null' }),
    name: text().notNull(),
    // Kept as typed for display; unique and looked up by lower(event_code).
    eventCode: text().notNull(),
    eventDate: date().notNull(),
    // After this day access codes stop working; null means the event date itself.
    endDate: date(),
    timeZone: text().notNull(),
    unitName: text().notNull(),
    unitNamePlural: text().notNull(),
    minUnits: integer().notNull().default(0),
    maxUnits: integer().notNull(),
    goalCents: integer().notNull(),
    // The goal each new participant starts with; the Thon's own goal is goalCents.
    participantGoalCents: integer().notNull().default(DEFAULT_PERSONAL_GOAL_CENTS),
    fundsGoTo: text(),
    // Pledges then no longer depend on results, so the per-unit kind is refused for the Thon.
    flatDonationsOnly: boolean().notNull().default(false),
    // The organiser's own minimums for an initial pledge per unit and a one-time gift (section 5); null
    // keeps section 9's. They can only raise those: the checks hold the floors.
    minimumPerUnitCents: integer(),
    minimumGiftCents: integer(),
    // Public pages rank teams, never children by money, unless the organiser turns this on.
    publicParticipantRanking: boolean().notNull().default(false),
    // The lap counter ignores a second scan of the same badge within this many seconds.
    lapGuardSeconds: integer().notNull().default(DEFAULT_LAP_GUARD_SECONDS),
    status: eventStatus().notNull().default('draft'),
    // The payment provider's account that receives this Thon's money, created with the Thon.
    paymentAccountId: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // Whom the school names as the Thon's contact: the Thon's own data, never anyone's sign-in
    // (decision 107). Null until someone is named.
    contactFirstName: text(),
    contactLastName: text(),
    contactEmail: text(),
    contactPhone: text(),
    completedAt: instant(),
    // Days the children's personal data is kept after the Thon ends (decision 087).
    retentionDays: integer().notNull().default(DEFAULT_RETENTION_DAYS),
    // The organiser closed the Thon's data early: the retention job takes it on its next run.
    dataClosedAt: instant(),
    // When the retention job finished with this Thon; it is then never taken again.
    personalDataRemovedAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('events_event_code_unique').on(sql`lower(${table.eventCode})`),
    index('events_organization_idx').on(table.organizationId),
    index('events_franchisee_idx').on(table.franchiseeId),
    check('events_event_code_format', sql`${table.eventCode} ~ '^[A-Za-z0-9_-]+$'`),
    check('events_units_range', sql`${table.minUnits} >= 0 and ${table.maxUnits} >= ${table.minUnits}`),
    check('events_goal_minimum', sql`${table.goalCents} >= ${literal(MINIMUM_GOAL_CENTS)}`),
    check(
      'events_participant_goal_minimum',
      sql`${table.participantGoalCents} >= ${literal(MINIMUM_GOAL_CENTS)}`,
    ),
    check(
      'events_minimum_per_unit_range',
      sql`${table.minimumPerUnitCents} between ${literal(MINIMUM_PER_UNIT_DONATION_CENTS)} and ${literal(MAX_INT32)}`,
    ),
    check(
      'events_minimum_gift_range',
      sql`${table.minimumGiftCents} between ${literal(MINIMUM_FLAT_DONATION_CENTS)} and ${literal(MAX_INT32)}`,
    ),
    check('events_lap_guard_range', sql`${table.lapGuardSeconds} between 0 and 600`),
    check('events_end_after_event', sql`${table.endDate} is null or ${table.endDate} >= ${table.eventDate}`),
    check(
      'events_retention_days_range',
      sql`${table.retentionDays} between ${literal(MINIMUM_RETENTION_DAYS)} and ${literal(MAXIMUM_RETENTION_DAYS)}`,
    ),
    check(
      'events_completed_at_matches_status',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
  ],
);
