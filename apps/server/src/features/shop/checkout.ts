import type { checkoutRequestSchema } from '@pledgethon/contracts';
import { messages, notEnoughStockOf, shopLineLabel } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { ThonReach } from '../thons/thon-reach';
import { findEventSchedule } from './cart-builder.queries';
import { findOrderByKey, findVariantOnSaleBy, takeFromStock } from './checkout.queries';
import { writeNewOrderEmails } from './new-order-email';

const { shopOrderItems, shopOrderStatusChanges, shopOrders } = schema;

type CheckoutInput = z.output<typeof checkoutRequestSchema>;

const answer = (order: { id: string; number: number; totalCents: number }) => ({
  Message: messages.orderPlaced,
  OrderId: order.id,
  Number: order.number,
  TotalCents: order.totalCents,
});

/** The delivery must come before the Thon's day, and not before today on the Thon's clock. */
async function checkDeliveryDate(db: Executor, eventId: string, deliveryDate: string, now: Date) {
  const { eventDate, timeZone } = await findEventSchedule(db, { eventId });
  if (deliveryDate >= eventDate) {
    throw new AppError('rule', messages.deliveryBeforeEvent, { DeliveryDate: messages.deliveryBeforeEvent });
  }
  const today = DateTime.fromJSDate(now, { zone: timeZone }).toISODate();
  if (today && deliveryDate < today) {
    throw new AppError('rule', messages.deliveryInPast, { DeliveryDate: messages.deliveryInPast });
  }
}

/** Why a line could not be filled: the product gone from sale, or too few of it left (named). */
async function refuseLine(tx: Executor, line: { VariantId: string }, vendorId: string): Promise<never> {
  const onSale = await findVariantOnSaleBy(tx, { variantId: line.VariantId, vendorId });
  if (!onSale) {
    throw new AppError('rule', messages.productNotForSale, { [line.VariantId]: messages.productNotForSale });
  }
  const message = notEnoughStockOf(shopLineLabel(onSale.productName, onSale.size));
  throw new AppError('conflict', message, { [line.VariantId]: message });
}

/**
 * Places one vendor's order for the Thon in one transaction: each line's units are taken from stock
 * (never below zero, decision 077), the order, its lines, its first history row and the vendor's
 * e-mails are written. A repeat of the buyer's key answers the first order; a line that cannot be
 * filled undoes it all.
 */
export async function checkout(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  {
    reach,
    userId,
    input,
    now = new Date(),
  }: { reach: ThonReach; userId: string; input: CheckoutInput; now?: Date },
) {
  const { db } = deps;
  const earlier = await findOrderByKey(db, { userId, key: input.IdempotencyKey });
  if (earlier) return answer(earlier);
  if (input.Lines.length === 0)
    throw new AppError('validation', messages.emptyCart, { Lines: messages.emptyCart });
  await checkDeliveryDate(db, reach.event.id, input.DeliveryDate, now);
  // One line per variant, taken in a fixed order so two checkouts never wait on each other in a circle.
  const lines = [...new Map(input.Lines.map((line) => [line.VariantId, line])).values()].sort((a, b) =>
    a.VariantId.localeCompare(b.VariantId),
  );
  try {
    const order = await db.transaction(async (tx) => {
      const priced = [];
      for (const line of lines) {
        const taken = await takeFromStock(tx, {
          variantId: line.VariantId,
          vendorId: input.VendorId,
          quantity: line.Quantity,
        });
        if (!taken) await refuseLine(tx, line, input.VendorId);
        else priced.push({ ...line, ...taken, unitPriceCents: taken.priceCents });
      }
      const [created] = await tx
        .insert(shopOrders)
        .values({
          vendorId: input.VendorId,
          eventId: reach.event.id,
          orderedByUserId: userId,
          deliveryDate: input.DeliveryDate,
          notes: input.Notes,
          totalCents: priced.reduce((total, line) => total + line.Quantity * line.unitPriceCents, 0),
          idempotencyKey: input.IdempotencyKey,
        })
        .returning({ id: shopOrders.id, number: shopOrders.number, totalCents: shopOrders.totalCents });
      if (!created) throw new Error('order not inserted');
      await tx.insert(shopOrderItems).values(
        priced.map((line) => ({
          orderId: created.id,
          variantId: line.VariantId,
          quantity: line.Quantity,
          unitPriceCents: line.unitPriceCents,
          reason: line.Reason,
        })),
      );
      await tx
        .insert(shopOrderStatusChanges)
        .values({ orderId: created.id, fromStatus: null, toStatus: 'placed', changedByUserId: userId });
      await writeNewOrderEmails(
        { ...deps, db: tx },
        {
          order: { ...created, eventId: reach.event.id, eventName: reach.event.name },
          vendorId: input.VendorId,
          buyerUserId: userId,
          deliveryDate: input.DeliveryDate,
          notes: input.Notes,
          lines: priced,
        },
      );
      return created;
    });
    return answer(order);
  } catch (error) {
    // The same key sent twice at once: the other request placed the order (this one then failed on
    // the key, or found the stock already taken by it), so this one answers that order.
    const placed = await findOrderByKey(db, { userId, key: input.IdempotencyKey });
    if (placed) return answer(placed);
    throw error;
  }
}
