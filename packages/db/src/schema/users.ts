import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Stored lower-case so the plain unique constraint is a case-insensitive one.
    email: text().notNull(),
    // Null for an account that only ever signs in through a social provider.
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    avatarUrl: text(),
    location: text(),
    status: userStatus().notNull().default('active'),
    termsAcceptedAt: instant(),
    createdAt: createdAt(),
    lastLoginAt: instant(),
  },
  (table) => [
    unique('users_email_unique').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A social or identity-provider login attached to a user. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginProvider: text().notNull(),
    providerKey: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('oauth_identities_provider_key_unique').on(table.loginProvider, table.providerKey),
    index('oauth_identities_user_idx').on(table.userId),
  ],
);
