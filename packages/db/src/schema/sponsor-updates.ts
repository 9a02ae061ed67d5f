import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events';
import { participants } from './participants';
import { users } from './users';

/** News posted to a Thon's sponsors, for the whole Thon or for one participant's sponsors. */
export const sponsorUpdates = pgTable(
  'sponsor_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid().references(() => participants.id, { onDelete: 'cascade' }),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    imageUrl: text(),
    createdAt: createdAt(),
  },
  // Read newest first, a page at a time.
  (table) => [index('sponsor_updates_event_created_idx').on(table.eventId, table.createdAt.desc())],
);
