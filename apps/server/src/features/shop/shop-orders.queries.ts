import { SHOP_ORDERS_PAGE_SIZE } from '@pledgethon/contracts';
import {
  and,
  asc,
  count,
  desc,
  type Executor,
  eq,
  exists,
  inArray,
  or,
  type SQL,
  schema,
  sql,
} from '@pledgethon/db';
import { grantReachesThon } from '../thons/thon-reach.queries';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';

const {
  events,
  shopOrderItems,
  shopOrderStatusChanges,
  shopOrders,
  shopProducts,
  shopProductVariants,
  shopVendors,
  userRoles,
  users,
} = schema;

/**
 * Whose orders a caller sees: a vendor's people their vendor's, a Thon's organisers and its
 * territory's franchisee people that Thon's, a super administrator all. Every order query takes it,
 * so a missing check finds nothing rather than someone else's order.
 */
export type OrderScope =
  | { everyOrder: true }
  | { everyOrder: false; userId: string; vendorId: string | null };

function scopeCondition(db: Executor, scope: OrderScope): SQL | undefined {
  if (scope.everyOrder) return undefined;
  const reachesThon = exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(grantReachesThon(scope.userId), inArray(userRoles.role, [...THON_RUNNER_ROLES]))),
  );
  return scope.vendorId ? or(eq(shopOrders.vendorId, scope.vendorId), reachesThon) : reachesThon;
}

const orderColumns = {
  id: shopOrders.id,
  number: shopOrders.number,
  eventId: shopOrders.eventId,
  eventName: events.name,
  vendorId: shopOrders.vendorId,
  vendorName: shopVendors.name,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  buyerEmail: users.email,
  status: shopOrders.status,
  deliveryDate: shopOrders.deliveryDate,
  trackingNumber: shopOrders.trackingNumber,
  totalCents: shopOrders.totalCents,
  notes: shopOrders.notes,
  createdAt: shopOrders.createdAt,
};

const ordersWithNames = (db: Executor) =>
  db
    .select(orderColumns)
    .from(shopOrders)
    .innerJoin(events, eq(events.id, shopOrders.eventId))
    .innerJoin(shopVendors, eq(shopVendors.id, shopOrders.vendorId))
    .innerJoin(users, eq(users.id, shopOrders.orderedByUserId));

/** One page of the orders in scope, newest first, with the filters' total. */
export async function findOrders(
  db: Executor,
  {
    scope,
    status,
    eventId,
    page,
  }: { scope: OrderScope; status?: schema.ShopOrderStatus; eventId?: string; page: number },
) {
  const condition = and(
    scopeCondition(db, scope),
    status ? eq(shopOrders.status, status) : undefined,
    eventId ? eq(shopOrders.eventId, eventId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ordersWithNames(db)
      .where(condition)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.number))
      .limit(SHOP_ORDERS_PAGE_SIZE)
      .offset((page - 1) * SHOP_ORDERS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(shopOrders)
      .innerJoin(events, eq(events.id, shopOrders.eventId))
      .where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The Thons of the orders in scope, by name: what the caller can filter the list by. */
export function findOrderThons(db: Executor, { scope }: { scope: OrderScope }) {
  return db
    .selectDistinct({ id: events.id, name: events.name })
    .from(shopOrders)
    .innerJoin(events, eq(events.id, shopOrders.eventId))
    .where(scopeCondition(db, scope))
    .orderBy(asc(events.name), asc(events.id));
}

/** One order in scope, or nothing: another's order and a missing one look the same. */
export async function findOrder(db: Executor, { scope, orderId }: { scope: OrderScope; orderId: string }) {
  const [order] = await ordersWithNames(db).where(and(eq(shopOrders.id, orderId), scopeCondition(db, scope)));
  return order;
}

export function findOrderLines(db: Executor, { orderId }: { orderId: string }) {
  return db
    .select({
      productName: shopProducts.name,
      size: shopProductVariants.size,
      sku: shopProductVariants.sku,
      quantity: shopOrderItems.quantity,
      unitPriceCents: shopOrderItems.unitPriceCents,
      reason: shopOrderItems.reason,
    })
    .from(shopOrderItems)
    .innerJoin(shopProductVariants, eq(shopProductVariants.id, shopOrderItems.variantId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(eq(shopOrderItems.orderId, orderId))
    .orderBy(asc(shopProducts.category), asc(shopProducts.name), asc(shopProductVariants.size));
}

export function findOrderHistory(db: Executor, { orderId }: { orderId: string }) {
  return db
    .select({
      fromStatus: shopOrderStatusChanges.fromStatus,
      toStatus: shopOrderStatusChanges.toStatus,
      trackingNumber: shopOrderStatusChanges.trackingNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      changedAt: shopOrderStatusChanges.changedAt,
    })
    .from(shopOrderStatusChanges)
    .innerJoin(users, eq(users.id, shopOrderStatusChanges.changedByUserId))
    .where(eq(shopOrderStatusChanges.orderId, orderId))
    .orderBy(asc(shopOrderStatusChanges.changedAt), asc(shopOrderStatusChanges.id));
}
