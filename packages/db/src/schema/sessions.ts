import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { participants } from './participants';
import { users } from './users';

// Only hashes of tokens are stored, so a leaked table grants no sign-in.

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    // Null when a participant without an account of their own signed in with their access code.
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    // Set when the session was opened with a participant's access code, so it acts for that participant.
    participantId: uuid().references(() => participants.id, { onDelete: 'cascade' }),
    rememberMe: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [
    unique('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    check('sessions_has_someone', sql`${table.userId} is not null or ${table.participantId} is not null`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [
    unique('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** One-time hand-off of a signed-in user between the public site and the admin site. */
export const ssoTokens = pgTable(
  'sso_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirect: text(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [
    unique('sso_tokens_token_hash_unique').on(table.tokenHash),
    index('sso_tokens_user_idx').on(table.userId),
  ],
);
