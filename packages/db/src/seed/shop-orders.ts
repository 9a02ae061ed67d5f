import { shiftCalendarDate } from '@pledgethon/core';
import type { Executor } from '../client';
import {
  type ShopOrderStatus,
  shopOrderItems,
  shopOrderStatusChanges,
  shopOrders,
  shopProductVariants,
} from '../schema/index';
import { eq, sql } from '../sql';
import { hoursBefore } from './calendar';
import type { DemoUserIds } from './people';
import type { DemoThon } from './thon';

// The way an order moves; each demo order has walked it as far as its state.
const PATH: readonly ShopOrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];

type DemoOrder = {
  key: string;
  status: ShopOrderStatus;
  buyer: 'organizer' | 'franchisee';
  daysAgo: number;
  deliveryDaysBeforeEvent: number;
  lines: Readonly<Record<string, number>>;
  notes?: string;
};

/** One order in each state, so every screen and filter has something to show. */
const ORDERS: readonly DemoOrder[] = [
  {
    key: 'demo-shop-order-delivered',
    status: 'delivered',
    buyer: 'organizer',
    daysAgo: 20,
    deliveryDaysBeforeEvent: 21,
    lines: { 'MKT-YARDSIGN': 4, 'MKT-FLYERS': 8 },
  },
  {
    key: 'demo-shop-order-shipped',
    status: 'shipped',
    buyer: 'franchisee',
    daysAgo: 8,
    deliveryDaysBeforeEvent: 10,
    lines: { 'RACE-COUNTER': 6, 'RACE-CONES': 2 },
  },
  {
    key: 'demo-shop-order-confirmed',
    status: 'confirmed',
    buyer: 'organizer',
    daysAgo: 4,
    deliveryDaysBeforeEvent: 5,
    lines: { 'APP-TSHIRT-YS': 30, 'APP-TSHIRT-YM': 40, 'APP-TSHIRT-YL': 35, 'AWD-MEDAL': 170 },
  },
  {
    key: 'demo-shop-order-placed',
    status: 'placed',
    buyer: 'franchisee',
    daysAgo: 1,
    deliveryDaysBeforeEvent: 3,
    lines: { 'PRZ-BRACELET': 4 },
  },
  {
    key: 'demo-shop-order-cancelled',
    status: 'cancelled',
    buyer: 'organizer',
    daysAgo: 12,
    deliveryDaysBeforeEvent: 7,
    lines: { 'RACE-ARCH': 1 },
    notes: 'The school borrows an arch from the district.',
  },
];

function historyOf(status: ShopOrderStatus): ShopOrderStatus[] {
  if (status === 'cancelled') return ['placed', 'cancelled'];
  return PATH.slice(0, PATH.indexOf(status) + 1);
}

export async function insertDemoShopOrders(
  tx: Executor,
  {
    vendorId,
    userIds,
    thon,
    variantIdsBySku,
  }: {
    vendorId: string;
    userIds: DemoUserIds;
    thon: DemoThon;
    variantIdsBySku: ReadonlyMap<string, { variantId: string; priceCents: number }>;
  },
  now: Date,
): Promise<void> {
  for (const [index, order] of ORDERS.entries()) {
    const lines = Object.entries(order.lines).map(([sku, quantity]) => {
      const variant = variantIdsBySku.get(sku);
      if (!variant) throw new Error(`no demo variant ${sku}`);
      return { variantId: variant.variantId, quantity, unitPriceCents: variant.priceCents };
    });
    const orderedAt = hoursBefore(now, order.daysAgo * 24);
    const history = historyOf(order.status);
    const [row] = await tx
      .insert(shopOrders)
      .values({
        vendorId,
        eventId: thon.eventId,
        orderedByUserId: userIds[order.buyer],
        status: order.status,
        deliveryDate: shiftCalendarDate(thon.eventDate, -order.deliveryDaysBeforeEvent),
        trackingNumber: history.includes('shipped') ? `1Z999AA1012345678${index}` : null,
        totalCents: lines.reduce((total, line) => total + line.quantity * line.unitPriceCents, 0),
        notes: order.notes ?? '',
        idempotencyKey: order.key,
        createdAt: orderedAt,
        updatedAt: orderedAt,
      })
      .returning({ id: shopOrders.id, trackingNumber: shopOrders.trackingNumber });
    if (!row) throw new Error('shop order not inserted');
    await tx.insert(shopOrderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
    // Stock is what is left after the orders that are not cancelled.
    if (order.status !== 'cancelled') {
      for (const line of lines) {
        await tx
          .update(shopProductVariants)
          .set({ stock: sql`${shopProductVariants.stock} - ${line.quantity}` })
          .where(eq(shopProductVariants.id, line.variantId));
      }
    }
    await tx.insert(shopOrderStatusChanges).values(
      history.map((toStatus, step) => ({
        orderId: row.id,
        fromStatus: step === 0 ? null : history[step - 1],
        toStatus,
        trackingNumber: toStatus === 'shipped' ? row.trackingNumber : null,
        changedByUserId: step === 0 ? userIds[order.buyer] : userIds.vendor,
        changedAt: hoursBefore(orderedAt, -step * 24),
      })),
    );
  }
}
