import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';
import { franchisees } from './franchisees';
import { role } from './roles';
import { shopVendors } from './shop';
import { teams } from './teams';
import { users } from './users';

/**
 * A person asked by e-mail to take a role (teacher, team leader, franchisee user, vendor user) in a
 * Thon, a franchisee or a vendor account. Nothing is granted until the person accepts through the
 * one-time link (only its hash is kept): someone new then creates their account, someone with an
 * account accepts signed in as themself (decision 108).
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
    vendorId: uuid().references(() => shopVendors.id, { onDelete: 'cascade' }),
    // The names the inviter typed, for a new account; an existing account keeps its own.
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    // The account that accepted; invitations sent before acceptance was asked for name their account.
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
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
