import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey } from './columns';
import { events } from './events';
import { users } from './users';

/** One upload of a participant list; a re-sent upload hits the idempotency key instead of adding twice. */
export const participantImports = pgTable(
  'participant_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    rowCount: integer().notNull(),
    importedCount: integer().notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('participant_imports_idempotency_key_unique').on(table.idempotencyKey),
    index('participant_imports_event_idx').on(table.eventId),
    check(
      'participant_imports_counts',
      sql`${table.importedCount} >= 0 and ${table.importedCount} <= ${table.rowCount}`,
    ),
  ],
);
