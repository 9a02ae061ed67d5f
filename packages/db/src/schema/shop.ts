import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, updatedAt } from './columns';
import { events } from './events';
import { organizations } from './organizations';
import { users } from './users';

/**
 * The shop's category tabs. The spec names three and shows two more without names; Apparel (event
 * shirts, which the shirt sizes are collected for) and Awards (medals and trophies for top
 * fundraisers) are what a fun-run vendor sells besides the named three.
 */
export const SHOP_CATEGORIES = ['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export const shopCategory = pgEnum('shop_category', SHOP_CATEGORIES);

export const SHOP_ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const shopOrderStatus = pgEnum('shop_order_status', SHOP_ORDER_STATUSES);

export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorUserId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: shopCategory().notNull(),
    priceCents: integer().notNull(),
    sku: text().notNull(),
    stock: integer().notNull().default(0),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    unique('shop_products_sku_unique').on(table.sku),
    index('shop_products_vendor_idx').on(table.vendorUserId),
    index('shop_products_category_idx').on(table.category),
    check('shop_products_price_non_negative', sql`${table.priceCents} >= 0`),
    check('shop_products_stock_non_negative', sql`${table.stock} >= 0`),
  ],
);

/** An order for a Thon or its organisation; its total is the sum of its items at the prices paid. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    orderedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    status: shopOrderStatus().notNull().default('placed'),
    totalCents: integer().notNull(),
    notes: text(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('shop_orders_idempotency_key_unique').on(table.idempotencyKey),
    index('shop_orders_event_idx').on(table.eventId),
    index('shop_orders_organization_idx').on(table.organizationId),
    index('shop_orders_ordered_by_idx').on(table.orderedByUserId),
    check('shop_orders_total_non_negative', sql`${table.totalCents} >= 0`),
  ],
);

export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id),
    quantity: integer().notNull(),
    // The price when ordered, so later price changes leave past orders as they were.
    unitPriceCents: integer().notNull(),
  },
  (table) => [
    unique('shop_order_items_order_product_unique').on(table.orderId, table.productId),
    index('shop_order_items_product_idx').on(table.productId),
    check('shop_order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('shop_order_items_price_non_negative', sql`${table.unitPriceCents} >= 0`),
  ],
);
