import { and, eq, schema } from '@pledgethon/db';
import { fillText } from '@pledgethon/texts';
import { sendEmail } from '../../integrations/email/send-email';
import {
  acknowledgementLines,
  alreadySent,
  donorLink,
  type MailContext,
  receiptOrganization,
  receivedBy,
  wording,
} from './donor-mail';

const { payments, pledges, events, organizations } = schema;

/**
 * The receipt of a refund (decision 137): what went back to the card and what the contribution now
 * is, with the acknowledgement of what was kept. Written in the transaction that raised the payment's
 * refunded total, whoever learnt of it (the donor lowering or cancelling a paid gift, or the provider's
 * webhook), once per total: the two learning of the same refund write one e-mail.
 */
export async function sendRefundReceipt(context: MailContext, { paymentId }: { paymentId: string }) {
  const [row] = await context.db
    .select({
      payment: { amountCents: payments.amountCents, refundedCents: payments.refundedCents },
      pledge: pledges,
      eventName: events.name,
      ...receiptOrganization,
    })
    .from(payments)
    .innerJoin(pledges, eq(pledges.id, payments.pledgeId))
    .innerJoin(events, eq(events.id, pledges.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(payments.id, paymentId), eq(payments.method, 'card')))
    .limit(1);
  if (!row?.pledge.donorEmail || row.payment.refundedCents === 0) return;
  const key = `payment-refund-receipt:${paymentId}:${row.payment.refundedCents}`;
  if (await alreadySent(context.db, key)) return;
  const words = wording(row.pledge.language);
  const { text, money } = words;
  const keptCents = row.payment.amountCents - row.payment.refundedCents;
  const link = await donorLink(context, row.pledge.id, words);
  await sendEmail(context, {
    to: row.pledge.donorEmail,
    subject: fillText(text.refunded.subject, { organization: row.organizationName }),
    text: [
      fillText(text.greeting, { name: row.pledge.donorFirstName }),
      '',
      fillText(text.refunded.amount, { amount: money(row.payment.refundedCents), event: row.eventName }),
      keptCents > 0 ? fillText(text.refunded.kept, { amount: money(keptCents) }) : text.refunded.all,
      fillText(text.refunded.organization, { organization: receivedBy(row) }),
      ...acknowledgementLines(words, row, keptCents),
      '',
      fillText(text.refunded.view, { link }),
    ].join('\n'),
    idempotencyKey: key,
    eventId: row.pledge.eventId,
  });
}
