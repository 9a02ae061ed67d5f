import { formatCalendarDate } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { sendEmail } from '../../integrations/email/send-email';
import type { JobQueue } from '../../jobs/job-queue';

export type OrderEmailDeps = { db: Executor; jobs: JobQueue; config: Config; log: FastifyBaseLogger };

// The words of each status in a sentence: "Your order is now ...".
const STATUS_WORDS = {
  placed: 'placed',
  confirmed: 'confirmed by the vendor',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;

/** Tells the buyer that their order moved, once per change (the change's id is the message's key). */
export async function sendOrderStatusEmail(
  deps: OrderEmailDeps,
  {
    changeId,
    order,
  }: {
    changeId: string;
    order: {
      number: number;
      eventId: string;
      eventName: string;
      vendorName: string;
      buyerEmail: string;
      buyerFirstName: string;
      status: keyof typeof STATUS_WORDS;
      deliveryDate: string;
      trackingNumber: string | null;
    };
  },
) {
  const lines = [
    `Hello ${order.buyerFirstName},`,
    '',
    `Your order #${order.number} from ${order.vendorName} for ${order.eventName} is now ${STATUS_WORDS[order.status]}.`,
  ];
  if (order.status === 'shipped' && order.trackingNumber)
    lines.push(`Tracking number: ${order.trackingNumber}`);
  if (order.status !== 'cancelled' && order.status !== 'delivered') {
    lines.push(`Delivery date: ${formatCalendarDate(order.deliveryDate)}`);
  }
  lines.push('', `See the order at ${deps.config.publicUrl}/shop/orders`);
  await sendEmail(deps, {
    to: order.buyerEmail,
    subject: `Order #${order.number} ${STATUS_WORDS[order.status]}`,
    text: lines.join('\n'),
    eventId: order.eventId,
    idempotencyKey: `shop-order-status:${changeId}`,
  });
}
