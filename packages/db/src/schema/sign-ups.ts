import { index, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/** Who signs up on their own: a school's organiser, or a parent. Vendors join only by invitation. */
export const signUpKind = pgEnum('sign_up_kind', ['organizer', 'parent']);

/**
 * A person's sign-up, waiting for them to open the link sent to its address. The account exists only
 * once the link is opened (only its hash is kept here), so nobody gets an account on an address they
 * cannot read, and an address that already has an account is never told apart by the answer.
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    passwordHash: text().notNull(),
    kind: signUpKind().notNull(),
    /** The Thon a parent signed up from, to add their child to next. */
    eventCode: text(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    confirmedAt: instant(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('sign_ups_token_hash_unique').on(table.tokenHash),
    index('sign_ups_email_idx').on(table.email),
  ],
);
