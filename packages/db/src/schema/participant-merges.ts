import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events';
import { participants } from './participants';
import { users } from './users';

/** Who merged which two records of one child, and when: the removed one's everything moved to the kept one. */
export const participantMerges = pgTable(
  'participant_merges',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    keptParticipantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    // The removed record stays as a removed participant, so this id keeps naming it.
    removedParticipantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    mergedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    mergedAt: createdAt(),
  },
  (table) => [index('participant_merges_event_idx').on(table.eventId, table.mergedAt)],
);
