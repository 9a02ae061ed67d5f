import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * An account owner's request to sign in with another e-mail address. It takes effect only through
 * the one-time link sent to the new address (only its hash is kept), so an address is never put on
 * an account by someone who cannot read it.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    confirmedAt: instant(),
  },
  (table) => [
    unique('email_changes_token_hash_unique').on(table.tokenHash),
    index('email_changes_user_idx').on(table.userId),
  ],
);
