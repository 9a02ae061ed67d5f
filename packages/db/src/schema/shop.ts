import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { shirtSize } from './participants';
import { users } from './users';

/**
 * The shop's category tabs. The spec names three and shows two more without names; Apparel (event
 * shirts, which the shirt sizes are collected for) and Awards (medals and trophies for top
 * fundraisers) are what a fun-run vendor sells besides the named three.
 */
export const SHOP_CATEGORIES = ['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export const shopCategory = pgEnum('shop_category', SHOP_CATEGORIES);

/**
 * A business selling through the shop. Its products and orders belong to the account, not to one
 * person, so a vendor's staff come and go without taking the catalogue with them.
 */
export const shopVendors = pgTable('shop_vendors', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  createdAt: createdAt(),
});

/** A user who acts for a vendor account; a user works for one vendor at most. */
export const shopVendorMembers = pgTable(
  'shop_vendor_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => shopVendors.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('shop_vendor_members_user_unique').on(table.userId),
    index('shop_vendor_members_vendor_idx').on(table.vendorId),
  ],
);

/**
 * A product of one vendor. It is archived rather than deleted, so every order that names it keeps
 * its history; an archived product leaves the catalogue and cannot be ordered.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => shopVendors.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: shopCategory().notNull(),
    priceCents: integer().notNull(),
    /** Image addresses the upload answered, the first shown on the product's card. */
    imageUrls: jsonb().$type<string[]>().notNull().default([]),
    /**
     * For goods ordered by head count (flyers, cones, medals): one unit for every so many
     * participants, rounded up. Null for goods the cart builder does not count this way.
     */
    participantsPerUnit: integer(),
    archivedAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shop_products_vendor_idx').on(table.vendorId),
    index('shop_products_category_idx').on(table.category),
    check('shop_products_price_non_negative', sql`${table.priceCents} >= 0`),
    check(
      'shop_products_participants_per_unit_positive',
      sql`${table.participantsPerUnit} is null or ${table.participantsPerUnit} > 0`,
    ),
  ],
);

/**
 * What is stocked and ordered: a product in one shirt size, or (size null) the product itself.
 * Stock lives here, and a CHECK keeps it from going below zero whatever the callers do.
 */
export const shopProductVariants = pgTable(
  'shop_product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    size: shirtSize(),
    sku: text().notNull(),
    stock: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_product_variants_sku_unique').on(sql`lower(${table.sku})`),
    unique('shop_product_variants_product_size_unique').on(table.productId, table.size).nullsNotDistinct(),
    check('shop_product_variants_stock_non_negative', sql`${table.stock} >= 0`),
  ],
);
