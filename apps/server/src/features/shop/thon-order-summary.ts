import { formatCalendarDate } from '@pledgethon/core';
import { and, asc, type Executor, eq, ne, schema, sql } from '@pledgethon/db';

const { shopOrderItems, shopOrders, shopProducts, shopProductVariants, shopVendors } = schema;

export type ThonOrderSummary = {
  orders: {
    number: number;
    vendorName: string;
    status: schema.ShopOrderStatus;
    deliveryDate: string;
    trackingNumber: string | null;
    lines: { productName: string; size: string | null; quantity: number }[];
  }[];
};

/**
 * What a Thon has on order (every order not cancelled, by delivery date): what the merchandise
 * reminder (MerchReminderEmail1) tells the Thon's organisers is coming, and when.
 */
export async function findThonOrderSummary(
  db: Executor,
  { eventId }: { eventId: string },
): Promise<ThonOrderSummary> {
  const rows = await db
    .select({
      orderId: shopOrders.id,
      number: shopOrders.number,
      vendorName: shopVendors.name,
      status: shopOrders.status,
      deliveryDate: shopOrders.deliveryDate,
      trackingNumber: shopOrders.trackingNumber,
      productName: shopProducts.name,
      size: shopProductVariants.size,
      quantity: shopOrderItems.quantity,
    })
    .from(shopOrders)
    .innerJoin(shopVendors, eq(shopVendors.id, shopOrders.vendorId))
    .innerJoin(shopOrderItems, eq(shopOrderItems.orderId, shopOrders.id))
    .innerJoin(shopProductVariants, eq(shopProductVariants.id, shopOrderItems.variantId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(and(eq(shopOrders.eventId, eventId), ne(shopOrders.status, 'cancelled')))
    .orderBy(
      asc(shopOrders.deliveryDate),
      asc(shopOrders.number),
      asc(shopProducts.name),
      sql`${shopProductVariants.size} nulls first`,
    );
  const orders = new Map<string, ThonOrderSummary['orders'][number]>();
  for (const row of rows) {
    const order = orders.get(row.orderId) ?? {
      number: row.number,
      vendorName: row.vendorName,
      status: row.status,
      deliveryDate: row.deliveryDate,
      trackingNumber: row.trackingNumber,
      lines: [],
    };
    order.lines.push({ productName: row.productName, size: row.size, quantity: row.quantity });
    orders.set(row.orderId, order);
  }
  return { orders: [...orders.values()] };
}

/** The summary as plain text for an e-mail: one paragraph per order, one line per item. */
export function orderSummaryText(summary: ThonOrderSummary): string {
  if (summary.orders.length === 0) return 'No merchandise is on order for this Thon.';
  return summary.orders
    .map((order) => {
      const head = `Order #${order.number} from ${order.vendorName} (${order.status}), delivery ${formatCalendarDate(order.deliveryDate)}${order.trackingNumber ? `, tracking ${order.trackingNumber}` : ''}:`;
      const items = order.lines.map(
        (line) => `- ${line.quantity} × ${line.productName}${line.size ? ` (${line.size})` : ''}`,
      );
      return [head, ...items].join('\n');
    })
    .join('\n\n');
}
