import {
  DEFAULT_PERSONAL_GOAL_CENTS,
  GRADES,
  MINIMUM_GOAL_CENTS,
  SHIRT_SIZES,
  type ShirtSizeId,
} from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, literal } from './columns';
import { events } from './events';
import { participantImports } from './participant-imports';
import { teams } from './teams';
import { users } from './users';

export const grade = pgEnum('grade', GRADES);
export const shirtSize = pgEnum(
  'shirt_size',
  SHIRT_SIZES.map((size) => size.id) as [ShirtSizeId, ...ShirtSizeId[]],
);

export const PARTICIPANT_STATUSES = ['active', 'completed'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const participantStatus = pgEnum('participant_status', PARTICIPANT_STATUSES);

/** A student (or other walker, reader, runner) collecting pledges in one Thon. */
export const participants = pgTable(
  'participants',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    // The participant's own login, when they have one; most children are reached through a parent.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    goalCents: integer().notNull().default(DEFAULT_PERSONAL_GOAL_CENTS),
    shirtSize: shirtSize(),
    grade: grade(),
    teacherUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // Where the parent is invited from an imported list; a parent account links through parent_participants.
    parentEmail: text(),
    // Kept as issued; unique and looked up by lower(access_code).
    accessCode: text().notNull(),
    // Public pages show the first name and last initial unless a parent opts in to the full name.
    publicFullNameOptIn: boolean().notNull().default(false),
    // Likewise the photo: shown only by a parent's opt-in.
    publicPhotoOptIn: boolean().notNull().default(false),
    // When a parent last chose what the public page shows (the consent on record); null: never chose.
    publicConsentAt: instant(),
    // The stored name of the photo a parent uploaded; shown only while the photo consent stands.
    photoName: text(),
    // Set when the child's personal data was removed (retention or a parent's request): only
    // initials and the money remain.
    anonymizedAt: instant(),
    status: participantStatus().notNull().default('active'),
    importId: uuid().references(() => participantImports.id, { onDelete: 'set null' }),
    completedAt: instant(),
    // Removed from the Thon's lists; the row stays so that its pledges keep their participant.
    removedAt: instant(),
    // What the participant's standing pledges count toward raised and how many there are, kept by the
    // database's triggers in the transaction of every change that moves them (decision 136).
    raisedCents: bigint({ mode: 'number' }).notNull().default(0),
    pledgeCount: integer().notNull().default(0),
    // What the succeeded payments for this participant kept after refunds (decision 141).
    collectedCents: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('participants_access_code_unique').on(sql`lower(${table.accessCode})`),
    index('participants_event_idx').on(table.eventId),
    index('participants_team_idx').on(table.teamId),
    index('participants_user_idx').on(table.userId),
    index('participants_teacher_idx').on(table.teacherUserId),
    // The pages of a Thon's (or a team's) participants by name and by raised read these in order and
    // stop at the page's end, whatever the Thon's size.
    index('participants_event_name_idx')
      .on(table.eventId, table.lastName, table.firstName, table.id)
      .where(sql`${table.removedAt} is null`),
    index('participants_event_raised_idx')
      .on(table.eventId, table.raisedCents.desc().nullsFirst(), table.lastName, table.id)
      .where(sql`${table.removedAt} is null`),
    index('participants_team_raised_idx')
      .on(table.teamId, table.raisedCents.desc().nullsFirst(), table.lastName, table.id)
      .where(sql`${table.removedAt} is null`),
    check('participants_goal_minimum', sql`${table.goalCents} >= ${literal(MINIMUM_GOAL_CENTS)}`),
    check(
      'participants_completed_at_matches_status',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`,
    ),
  ],
);

/** Which children a parent manages; the cap of children per parent is checked by the application. */
export const parentParticipants = pgTable(
  'parent_participants',
  {
    parentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    relationship: text(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.parentUserId, table.participantId] }),
    index('parent_participants_participant_idx').on(table.participantId),
  ],
);
