import { ROLES } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events';
import { franchisees } from './franchisees';
import { organizations } from './organizations';
import { teams } from './teams';
import { users } from './users';

export const role = pgEnum('role', ROLES);

/**
 * What a user may act as, and where: "organizer of Thon E", "team leader of team T", "franchisee user
 * of franchisee F". A role with no scope applies everywhere (super_admin, vendor, test_user).
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: role().notNull(),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid().references(() => events.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    franchiseeId: uuid().references(() => franchisees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_roles_grant_unique')
      .on(table.userId, table.role, table.organizationId, table.eventId, table.teamId, table.franchiseeId)
      .nullsNotDistinct(),
    uniqueIndex('user_roles_one_team_leader_per_team')
      .on(table.teamId)
      .where(sql`${table.role} = 'team_leader'`),
    index('user_roles_user_idx').on(table.userId),
    index('user_roles_event_idx').on(table.eventId),
    index('user_roles_franchisee_idx').on(table.franchiseeId),
    check(
      'user_roles_team_leader_has_team',
      sql`${table.role} <> 'team_leader' or ${table.teamId} is not null`,
    ),
    check(
      'user_roles_franchisee_role_has_franchisee',
      sql`${table.role} not in ('franchisee_user', 'franchisee_team_leader') or ${table.franchiseeId} is not null`,
    ),
  ],
);
