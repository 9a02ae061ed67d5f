import { CONSENT_KINDS, CONSENT_WITHDRAWALS } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';
import { participants } from './participants';
import { users } from './users';

export const consentKind = pgEnum('consent_kind', CONSENT_KINDS);
export const consentWithdrawal = pgEnum('consent_withdrawal', CONSENT_WITHDRAWALS);

/**
 * One consent a parent gave about their child: who, when, the words they saw, and when and how it
 * ended. A consent given again after a withdrawal is a new row, so the history is whole.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    kind: consentKind().notNull(),
    givenByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    givenAt: createdAt(),
    // The consent's words as the parent saw them, in their language.
    textShown: text().notNull(),
    withdrawnAt: instant(),
    withdrawnByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    withdrawal: consentWithdrawal(),
  },
  (table) => [
    index('consents_participant_idx').on(table.participantId, table.kind),
    // At most one consent of a kind stands for a child at a time.
    uniqueIndex('consents_standing_unique')
      .on(table.participantId, table.kind)
      .where(sql`${table.withdrawnAt} is null`),
    check(
      'consents_withdrawal_complete',
      sql`(${table.withdrawnAt} is null) = (${table.withdrawal} is null)`,
    ),
  ],
);

/** Who on the staff opened a child's personal data, so the parent can see it. */
export const personalDataViews = pgTable(
  'personal_data_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    viewerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // The viewer's role and name as they were, so the record stays readable if the account goes.
    viewerRole: text().notNull(),
    viewerName: text().notNull(),
    // What was opened: the route's own description, never the data itself.
    what: text().notNull(),
    viewedAt: createdAt(),
  },
  (table) => [index('personal_data_views_participant_idx').on(table.participantId, table.viewedAt)],
);

export const PERSONAL_DATA_REMOVAL_REASONS = ['retention', 'closed_early', 'parent_request'] as const;
export type PersonalDataRemovalReason = (typeof PERSONAL_DATA_REMOVAL_REASONS)[number];
export const personalDataRemovalReason = pgEnum(
  'personal_data_removal_reason',
  PERSONAL_DATA_REMOVAL_REASONS,
);

/** Every run that removed (or, as a dry run, would remove) children's personal data, with its counts. */
export const personalDataRemovals = pgTable(
  'personal_data_removals',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    reason: personalDataRemovalReason().notNull(),
    dryRun: boolean().notNull(),
    requestedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // What went (or would go): participants, photos, consents, contacts, ... each a count.
    counts: jsonb().$type<Record<string, number>>().notNull(),
    startedAt: createdAt(),
    finishedAt: instant(),
  },
  (table) => [index('personal_data_removals_event_idx').on(table.eventId, table.startedAt)],
);
