import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';
import { franchisees } from './franchisees';
import { role } from './roles';
import { teams } from './teams';
import { users } from './users';

/**
 * A person asked by e-mail to take a role (teacher, team leader, franchisee user, ...) in a Thon or a
 * franchisee. The account exists from the moment of the invitation, without a password; the one-time
 * link (only its hash is kept) sets one and accepts the terms.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    role: role().notNull(),
    eventId: uuid().references(() => events.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    franchiseeId: uuid().references(() => franchisees.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
  },
  (table) => [
    unique('invitations_token_hash_unique').on(table.tokenHash),
    index('invitations_email_idx').on(sql`lower(${table.email})`),
    index('invitations_event_idx').on(table.eventId),
  ],
);
