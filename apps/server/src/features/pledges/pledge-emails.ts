import { feeSplit } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import { fillText } from '@pledgethon/texts';
import { sendEmail } from '../../integrations/email/send-email';
import {
  acknowledgementLines,
  alreadySent,
  donorLink,
  donorMailColumns,
  type MailContext,
  splitLines,
  wording,
} from './donor-mail';

const { pledges, events, organizations, participants, pledgeCharges } = schema;

async function pledgeForEmail(db: Executor, pledgeId: string) {
  const [row] = await db
    .select({
      ...donorMailColumns,
      chargeCents: pledgeCharges.pledgeCents,
    })
    .from(pledges)
    .innerJoin(events, eq(events.id, pledges.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .leftJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .where(eq(pledges.id, pledgeId))
    .limit(1);
  return row;
}

/**
 * The donor's receipt: what they promised or paid, to whom, how it splits between the processing fee
 * and the organisation, and their own link to change or cancel the pledge. Sent once per pledge.
 */
export async function sendPledgeReceipt(context: MailContext, { pledgeId }: { pledgeId: string }) {
  const key = `pledge-receipt:${pledgeId}`;
  const row = await pledgeForEmail(context.db, pledgeId);
  if (!row?.pledge.donorEmail || (await alreadySent(context.db, key))) return;
  const { pledge } = row;
  const words = wording(pledge.language);
  const { text, money } = words;
  const link = await donorLink(context, pledgeId, words);
  const names = { participant: row.participantFirstName ?? '', event: row.eventName, unit: row.unitName };
  const forChild = row.participantFirstName !== null;
  const promise =
    pledge.kind === 'flat'
      ? [
          fillText(forChild ? text.receipt.giftFor : text.receipt.gift, {
            ...names,
            amount: money(pledge.amountCents ?? 0),
          }),
          ...splitLines(words, pledge.amountCents ?? 0, pledge.coversFees),
          // A gift's receipt is written once its card paid (owed-to-donors), so it acknowledges money received.
          ...acknowledgementLines(
            words,
            row,
            feeSplit(pledge.amountCents ?? 0, pledge.coversFees).chargedCents,
          ),
        ]
      : [
          fillText(forChild ? text.receipt.pledgeFor : text.receipt.pledge, {
            ...names,
            rate: money(pledge.rateCents ?? 0),
          }) +
            (pledge.maxCents === null
              ? ''
              : fillText(text.receipt.atMost, { amount: money(pledge.maxCents) })) +
            text.receipt.chargedLater,
          fillText(text.receipt.unitsCounted, { count: row.maxUnits, units: row.unitNamePlural }),
        ];
  const organization = row.organizationName;
  await sendEmail(context, {
    to: pledge.donorEmail ?? '',
    subject: fillText(text.receipt.subject, { organization }),
    text: [
      fillText(text.greeting, { name: pledge.donorFirstName }),
      '',
      fillText(text.receipt.thanks, { organization }),
      ...promise,
      '',
      fillText(text.receipt.manage, { link }),
    ].join('\n'),
    idempotencyKey: key,
    eventId: pledge.eventId,
  });
}

/**
 * Tells a donor their card was refused and gives them a link to pay with another card: once per failed
 * attempt, or again when the organiser resends it (`resend` names that request).
 */
export async function sendPaymentRequest(
  context: MailContext,
  { pledgeId, attempt, resend }: { pledgeId: string; attempt: number; resend?: string },
) {
  const key = `pledge-payment-request:${pledgeId}:${attempt}${resend ? `:${resend}` : ''}`;
  const row = await pledgeForEmail(context.db, pledgeId);
  if (!row?.pledge.donorEmail || row.chargeCents === null || (await alreadySent(context.db, key))) return;
  const words = wording(row.pledge.language);
  const { text } = words;
  const link = await donorLink(context, pledgeId, words);
  await sendEmail(context, {
    to: row.pledge.donorEmail,
    subject: fillText(text.paymentNeeded.subject, { organization: row.organizationName }),
    text: [
      fillText(text.greeting, { name: row.pledge.donorFirstName }),
      '',
      fillText(text.paymentNeeded.refused, { event: row.eventName }),
      ...splitLines(words, row.chargeCents, row.pledge.coversFees),
      '',
      fillText(text.paymentNeeded.payHere, { link }),
    ].join('\n'),
    idempotencyKey: key,
    eventId: row.pledge.eventId,
  });
}
