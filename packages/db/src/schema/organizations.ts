import { ORGANIZATION_TYPES, SCHOOL_LEVELS } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    // The name registered with the tax authority, printed on receipts when it differs from the one
    // families know (decision 137).
    legalName: text(),
    // A tax-exempt organisation's receipts acknowledge gifts for a tax deduction, which needs its EIN.
    taxExempt: boolean().notNull().default(false),
    ein: text(),
    franchiseeId: uuid().references(() => franchisees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('organizations_franchisee_idx').on(table.franchiseeId),
    check('organizations_country_code_format', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    check('organizations_ein_format', sql`${table.ein} is null or ${table.ein} ~ '^[0-9]{2}-[0-9]{7}$'`),
    check('organizations_tax_exempt_has_ein', sql`not ${table.taxExempt} or ${table.ein} is not null`),
    check('organizations_website_scheme', sql`${table.website} is null or ${table.website} ~* '^https?://'`),
  ],
);
