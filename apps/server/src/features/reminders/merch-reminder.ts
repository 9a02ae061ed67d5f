import { escapeHtml } from '@pledgethon/core';
import { orderSummaryText, type ThonOrderSummary } from '../shop/thon-order-summary';
import type { RenderedEmail } from './reminder-messages';

/**
 * The merchandise reminder (MerchReminderEmail1) as an organiser gets it: their template, then what
 * the Thon has on order from the shop, each order's delivery date, state and items, so the reminder
 * says what is coming and when without a visit to the orders page.
 */
export function merchReminderEmail(rendered: RenderedEmail, summary: ThonOrderSummary): RenderedEmail {
  const text = orderSummaryText(summary);
  const paragraphs = text
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
  return {
    subject: rendered.subject,
    html: `${rendered.html}<h2>Your merchandise order</h2>${paragraphs}`,
    text: `${rendered.text}\n\nYour merchandise order\n\n${text}`,
  };
}
