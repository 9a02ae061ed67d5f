import type { changeOrderStatusRequestSchema } from '@pledgethon/contracts';
import { messages, nextOrderStatuses } from '@pledgethon/core';
import { and, type Executor, eq, schema, sql } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { type OrderEmailDeps, sendOrderStatusEmail } from './order-emails';
import { findOrder } from './shop-orders.queries';

const { shopOrderItems, shopOrderStatusChanges, shopOrders, shopProductVariants } = schema;

/**
 * The vendor moves one of its orders along its way (placed → confirmed → shipped → delivered, or
 * cancelled before shipping), recorded with who and when. A cancelled order's units go back to stock.
 * The buyer's e-mail is written in the change's own transaction, so a change is never committed
 * without the message it owes.
 */
export async function changeOrderStatus(
  deps: OrderEmailDeps,
  {
    vendorId,
    userId,
    input,
  }: { vendorId: string; userId: string; input: z.output<typeof changeOrderStatusRequestSchema> },
) {
  const trackingNumber = input.TrackingNumber || null;
  if (input.Status === 'shipped' && !trackingNumber) {
    throw new AppError('validation', messages.trackingNumberRequired, {
      TrackingNumber: messages.trackingNumberRequired,
    });
  }
  await deps.db.transaction(async (tx: Executor) => {
    const [order] = await tx
      .select({ id: shopOrders.id, status: shopOrders.status })
      .from(shopOrders)
      .where(and(eq(shopOrders.id, input.OrderId), eq(shopOrders.vendorId, vendorId)))
      .for('update');
    if (!order) throw new AppError('not_found', messages.notFound);
    if (!nextOrderStatuses(order.status).includes(input.Status)) {
      throw new AppError('rule', messages.orderStatusNotAllowed, { Status: messages.orderStatusNotAllowed });
    }
    await tx
      .update(shopOrders)
      .set({ status: input.Status, ...(input.Status === 'shipped' ? { trackingNumber } : {}) })
      .where(eq(shopOrders.id, order.id));
    if (input.Status === 'cancelled') {
      await tx
        .update(shopProductVariants)
        .set({ stock: sql`${shopProductVariants.stock} + ${shopOrderItems.quantity}` })
        .from(shopOrderItems)
        .where(
          and(eq(shopOrderItems.orderId, order.id), eq(shopOrderItems.variantId, shopProductVariants.id)),
        );
    }
    const [change] = await tx
      .insert(shopOrderStatusChanges)
      .values({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: input.Status,
        trackingNumber: input.Status === 'shipped' ? trackingNumber : null,
        changedByUserId: userId,
      })
      .returning({ id: shopOrderStatusChanges.id });
    if (!change) throw new Error('status change not inserted');
    const changed = await findOrder(tx, { scope: { everyOrder: true }, orderId: order.id });
    if (changed) await sendOrderStatusEmail({ ...deps, db: tx }, { changeId: change.id, order: changed });
  });
  return { Message: messages.orderUpdated, Id: input.OrderId };
}
