import { ORGANIZATION_TYPES, SCHOOL_LEVELS } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { franchisees } from './franchisees';

export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);
export const schoolLevel = pgEnum('school_level', SCHOOL_LEVELS);

/** The school, club or cause a Thon raises money for. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: organizationType().notNull(),
    schoolLevel: schoolLevel(),
    streetAddress: text(),
    city: text(),
    // A US state or Canadian province abbreviation; null outside those.
    state: text(),
    countryCode: text().notNull().default('US'),
    zip: text(),
    website: text(),
    franchiseeId: uuid().references(() => franchisees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('organizations_franchisee_idx').on(table.franchiseeId),
    check('organizations_country_code_format', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    check('organizations_website_scheme', sql`${table.website} is null or ${table.website} ~* '^https?://'`),
  ],
);
