import { MAX_COMMISSION_RATE_PERCENT } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, literal } from './columns';

/** Basis points per percent: 20% is stored as 2000, so a rate like 12.5% needs no float. */
export const BASIS_POINTS_PER_PERCENT = 100;

/** A business that runs Thons in its territory for a commission; its users are recorded in user_roles. */
export const franchisees = pgTable(
  'franchisees',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    territory: text(),
    commissionBasisPoints: integer().notNull().default(0),
    // The provider's account the commission is transferred to; while null the platform keeps it owed.
    connectedAccountId: text(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'franchisees_commission_range',
      sql`${table.commissionBasisPoints} between 0 and ${literal(MAX_COMMISSION_RATE_PERCENT * BASIS_POINTS_PER_PERCENT)}`,
    ),
  ],
);
