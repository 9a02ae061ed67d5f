import { and, asc, desc, type Executor, eq, inArray, ne, schema, sql } from '@pledgethon/db';
import { eventRaisedCents, pledgedCents } from '../raised/raised';
import { ordersInReach, ownVendorProducts, type ReportScope, territoryThons } from './report-scope';

const {
  events,
  franchisees,
  organizations,
  pledges,
  shopOrderItems,
  shopOrders,
  shopProducts,
  shopProductVariants,
} = schema;

// A report is read on a screen and exported whole; this bounds the worst case of a super administrator.
const MAX_ROWS = 5_000;
const count = (value: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/** Per product: units in stock over its variants, units ordered (not cancelled) and shipped. */
export async function findProductStatus(db: Executor, { scope }: { scope: ReportScope }) {
  const stock = sql<number>`(select coalesce(sum(${shopProductVariants.stock}), 0) from ${shopProductVariants} where ${shopProductVariants.productId} = ${shopProducts.id})`;
  return db
    .select({
      id: shopProducts.id,
      name: shopProducts.name,
      category: shopProducts.category,
      archivedAt: shopProducts.archivedAt,
      stock: stock.mapWith(Number),
      ordered: count(sql`case when ${shopOrders.status} <> 'cancelled' then ${shopOrderItems.quantity} end`),
      shipped: count(
        sql`case when ${shopOrders.status} in ('shipped', 'delivered') then ${shopOrderItems.quantity} end`,
      ),
    })
    .from(shopProducts)
    .leftJoin(shopProductVariants, eq(shopProductVariants.productId, shopProducts.id))
    .leftJoin(shopOrderItems, eq(shopOrderItems.variantId, shopProductVariants.id))
    .leftJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .where(ownVendorProducts(scope))
    .groupBy(shopProducts.id)
    .orderBy(asc(shopProducts.category), asc(shopProducts.name), asc(shopProducts.id))
    .limit(MAX_ROWS);
}

/** What each school's Thon ordered (orders not cancelled), per product and size. */
export async function findSchoolItems(db: Executor, { scope }: { scope: ReportScope }) {
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      eventCode: events.eventCode,
      school: organizations.name,
      product: shopProducts.name,
      size: shopProductVariants.size,
      quantity: count(sql`${shopOrderItems.quantity}`),
      totalCents: count(sql`${shopOrderItems.quantity}::bigint * ${shopOrderItems.unitPriceCents}`),
    })
    .from(shopOrders)
    .innerJoin(events, eq(events.id, shopOrders.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(shopOrderItems, eq(shopOrderItems.orderId, shopOrders.id))
    .innerJoin(shopProductVariants, eq(shopProductVariants.id, shopOrderItems.variantId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(and(ne(shopOrders.status, 'cancelled'), ordersInReach(scope)))
    .groupBy(
      events.id,
      events.name,
      events.eventCode,
      organizations.name,
      shopProducts.id,
      shopProducts.name,
      shopProductVariants.size,
    )
    .orderBy(asc(organizations.name), asc(events.name), asc(shopProducts.name), asc(shopProductVariants.size))
    .limit(MAX_ROWS);
}

/** The calculator's Thons, newest event first: raised, commission rate and what their orders cost. */
export async function findCalculatorThons(db: Executor, { scope }: { scope: ReportScope }) {
  const productCost = sql<number>`(select coalesce(sum(${shopOrders.totalCents}), 0) from ${shopOrders}
    where ${shopOrders.eventId} = ${events.id} and ${shopOrders.status} <> 'cancelled')`.mapWith(Number);
  return db
    .select({
      id: events.id,
      name: events.name,
      eventCode: events.eventCode,
      eventDate: events.eventDate,
      raisedCents: eventRaisedCents(events.id),
      commissionBasisPoints: sql<number>`coalesce(${franchisees.commissionBasisPoints}, 0)`.mapWith(Number),
      productCostCents: productCost,
    })
    .from(events)
    .leftJoin(franchisees, eq(franchisees.id, events.franchiseeId))
    .where(territoryThons(scope))
    .orderBy(desc(events.eventDate), asc(events.name))
    .limit(MAX_ROWS);
}

/**
 * The Thons' standing pledges counted by pledged amount and whether the donor covers the fees, so
 * the processing expense is summed with core's rule per pledge without reading every pledge.
 */
export async function findPledgeSizes(db: Executor, { eventIds }: { eventIds: string[] }) {
  if (eventIds.length === 0) return [];
  const sized = db
    .select({
      eventId: pledges.eventId,
      cents: sql<number>`${pledgedCents}`.as('cents'),
      coversFees: pledges.coversFees,
    })
    .from(pledges)
    .where(and(inArray(pledges.eventId, eventIds), ne(pledges.status, 'cancelled')))
    .as('sized');
  return db
    .select({
      eventId: sized.eventId,
      pledgedCents: sql<number>`${sized.cents}`.mapWith(Number),
      coversFees: sized.coversFees,
      pledges: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sized)
    .groupBy(sized.eventId, sized.cents, sized.coversFees);
}
