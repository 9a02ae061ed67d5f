import { formatCalendarDate, formatCents, shopLineLabel } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { sendEmail } from '../../integrations/email/send-email';
import { findOrderParties, findVendorRecipients } from './checkout.queries';

type NewOrder = {
  order: { id: string; number: number; totalCents: number; eventId: string; eventName: string };
  vendorId: string;
  buyerUserId: string;
  deliveryDate: string;
  notes: string;
  lines: { productName: string; size: string | null; Quantity: number; unitPriceCents: number }[];
};

/**
 * Tells each of the vendor's users of a new order, with what to send and by when. Written by the
 * checkout's transaction, so the e-mails exist exactly when the order does; each user's is keyed by
 * the order, so it is written once.
 */
export async function writeNewOrderEmails(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  { order, vendorId, buyerUserId, deliveryDate, notes, lines }: NewOrder,
) {
  const [recipients, parties] = await Promise.all([
    findVendorRecipients(deps.db, { vendorId }),
    findOrderParties(deps.db, { userId: buyerUserId, vendorId }),
  ]);
  const buyer = `${parties?.buyerFirstName ?? ''} ${parties?.buyerLastName ?? ''}`.trim();
  const body = [
    `${buyer} placed order #${order.number} with ${parties?.vendorName ?? ''} for ${order.eventName}.`,
    '',
    ...lines.map(
      (line) =>
        `${line.Quantity} x ${shopLineLabel(line.productName, line.size)} at ${formatCents(line.unitPriceCents)}`,
    ),
    `Total: ${formatCents(order.totalCents)}`,
    `Delivery date: ${formatCalendarDate(deliveryDate)}`,
    ...(notes ? [`Notes: ${notes}`] : []),
    '',
    `Confirm the order at ${deps.config.publicUrl}/shop/orderdetail?id=${order.id}`,
  ];
  for (const recipient of recipients) {
    await sendEmail(deps, {
      to: recipient.email,
      subject: `New order #${order.number} for ${order.eventName}`,
      text: [`Hello ${recipient.firstName},`, '', ...body].join('\n'),
      eventId: order.eventId,
      idempotencyKey: `shop-order-placed:${order.id}:${recipient.userId}`,
    });
  }
}
