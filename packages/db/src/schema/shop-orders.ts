import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, instant, updatedAt } from './columns';
import { events } from './events';
import { shopProducts, shopProductVariants, shopVendors } from './shop';
import { users } from './users';

export const SHOP_ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const shopOrderStatus = pgEnum('shop_order_status', SHOP_ORDER_STATUSES);

/**
 * A prize a participant earns by the pledges they collect, for one Thon: every participant whose
 * pledged total reaches the threshold earns the level's prize (and every lower level's).
 */
export const shopPrizeLevels = pgTable(
  'shop_prize_levels',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    minPledgedCents: integer().notNull(),
    /** The prize the cart builder orders for the level; null until someone picks one. */
    productId: uuid().references(() => shopProducts.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('shop_prize_levels_event_threshold_unique').on(table.eventId, table.minPledgedCents),
    check('shop_prize_levels_threshold_non_negative', sql`${table.minPledgedCents} >= 0`),
  ],
);

/**
 * One vendor's order for one Thon. Its total is the sum of its lines at the prices paid; a shipped
 * or delivered order has its tracking number.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What people read and say on the phone; the id stays the key. */
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }),
    vendorId: uuid()
      .notNull()
      .references(() => shopVendors.id),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    orderedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    status: shopOrderStatus().notNull().default('placed'),
    deliveryDate: date().notNull(),
    trackingNumber: text(),
    totalCents: integer().notNull(),
    notes: text().notNull().default(''),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('shop_orders_number_unique').on(table.number),
    unique('shop_orders_buyer_idempotency_key_unique').on(table.orderedByUserId, table.idempotencyKey),
    index('shop_orders_vendor_created_idx').on(table.vendorId, table.createdAt),
    index('shop_orders_event_idx').on(table.eventId),
    check('shop_orders_total_non_negative', sql`${table.totalCents} >= 0`),
    check(
      'shop_orders_shipped_has_tracking',
      sql`${table.status} not in ('shipped', 'delivered') or ${table.trackingNumber} is not null`,
    ),
  ],
);

export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    variantId: uuid()
      .notNull()
      .references(() => shopProductVariants.id),
    quantity: integer().notNull(),
    // The price when ordered, so later price changes leave past orders as they were.
    unitPriceCents: integer().notNull(),
    /** Why the quantity is what it is ("172 participants wear YM"), as the cart builder showed it. */
    reason: text().notNull().default(''),
  },
  (table) => [
    unique('shop_order_items_order_variant_unique').on(table.orderId, table.variantId),
    index('shop_order_items_variant_idx').on(table.variantId),
    check('shop_order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('shop_order_items_price_non_negative', sql`${table.unitPriceCents} >= 0`),
  ],
);

/** Every status an order has had: the placing (no previous status) and each change, who and when. */
export const shopOrderStatusChanges = pgTable(
  'shop_order_status_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    fromStatus: shopOrderStatus(),
    toStatus: shopOrderStatus().notNull(),
    trackingNumber: text(),
    changedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    changedAt: instant().notNull().defaultNow(),
  },
  (table) => [index('shop_order_status_changes_order_idx').on(table.orderId, table.changedAt)],
);
