import { type Executor, schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';

type Line = { variantId: string; quantity: number; unitPriceCents: number };

/** An order as checkout leaves it, then moved to `status` (with a tracking number once shipped). */
export async function placeOrder(
  db: Executor,
  input: {
    vendorId: string;
    eventId: string;
    buyerUserId: string;
    lines: Line[];
    status?: schema.ShopOrderStatus;
    deliveryDate?: string;
  },
) {
  const status = input.status ?? 'placed';
  const [order] = await db
    .insert(schema.shopOrders)
    .values({
      vendorId: input.vendorId,
      eventId: input.eventId,
      orderedByUserId: input.buyerUserId,
      status,
      deliveryDate: input.deliveryDate ?? '2031-05-01',
      trackingNumber: status === 'shipped' || status === 'delivered' ? `TRK-${unique()}` : null,
      totalCents: input.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      idempotencyKey: `order-${unique()}`,
    })
    .returning();
  if (!order) throw new Error('insert returned no order');
  await db.insert(schema.shopOrderItems).values(input.lines.map((line) => ({ ...line, orderId: order.id })));
  return order;
}
