import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { participants } from './participants';
import { users } from './users';

/** Which variant of a page experiment a participant saw. */
export const participantTestGroupData = pgTable(
  'participant_test_group_data',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    gaUserId: text(),
    gExperimentId: text().notNull(),
    gVariantId: text().notNull(),
    gVariantName: text(),
    eContainerId: text(),
    createdAt: createdAt(),
  },
  (table) => [
    // The page reports its variant on every visit; the first report stands.
    unique('participant_test_group_data_participant_experiment_unique').on(
      table.participantId,
      table.gExperimentId,
    ),
  ],
);

/** Things a user has done at least once (a tour seen, a first share), recorded once each. */
export const activityLog = pgTable(
  'activity_log',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityTypeId: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityTypeId] }),
    index('activity_log_activity_type_idx').on(table.activityTypeId),
    check('activity_log_activity_type_positive', sql`${table.activityTypeId} > 0`),
  ],
);
