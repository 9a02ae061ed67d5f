import { feeSplit, formatCents, organizationSharePercent } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { sendEmail } from '../../integrations/email/send-email';
import type { JobQueue } from '../../jobs/job-queue';
import { createPledgeLink, pledgeLinkUrl } from './pledge-links';

const { pledges, events, organizations, outboxMessages, participants, pledgeCharges } = schema;

export type MailContext = { db: Executor; jobs: JobQueue; config: Config; log: FastifyBaseLogger };

async function pledgeForEmail(db: Executor, pledgeId: string) {
  const [row] = await db
    .select({
      pledge: pledges,
      eventName: events.name,
      unitName: events.unitName,
      maxUnits: events.maxUnits,
      organizationName: organizations.name,
      participantFirstName: participants.firstName,
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

async function alreadySent(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, idempotencyKey))
    .limit(1);
  return row !== undefined;
}

const splitLines = (pledgeCents: number, coversFees: boolean) => {
  const split = feeSplit(pledgeCents, coversFees);
  return [
    `Amount: ${formatCents(split.chargedCents)}`,
    `Processing fee: ${formatCents(split.processingFeeCents)}`,
    `Reaches the organization: ${formatCents(split.organizationCents)} (${organizationSharePercent(pledgeCents, coversFees)}%)`,
  ];
};

/**
 * The donor's receipt: what they promised or paid, to whom, how it splits between the processing fee
 * and the organisation, and their own link to change or cancel the pledge. Sent once per pledge.
 */
export async function sendPledgeReceipt(context: MailContext, { pledgeId }: { pledgeId: string }) {
  const key = `pledge-receipt:${pledgeId}`;
  const row = await pledgeForEmail(context.db, pledgeId);
  if (!row?.pledge.donorEmail || (await alreadySent(context.db, key))) return;
  const { pledge } = row;
  const link = pledgeLinkUrl(context.config.publicUrl, await createPledgeLink(context.db, { pledgeId }));
  const to = row.participantFirstName ? `for ${row.participantFirstName} ` : '';
  const promise =
    pledge.kind === 'flat'
      ? [
          `Your gift ${to}to ${row.eventName}: ${formatCents(pledge.amountCents ?? 0)}.`,
          ...splitLines(pledge.amountCents ?? 0, pledge.coversFees),
        ]
      : [
          `Your pledge ${to}to ${row.eventName}: ${formatCents(pledge.rateCents ?? 0)} per ${row.unitName}` +
            (pledge.maxCents === null ? '' : `, at most ${formatCents(pledge.maxCents)}`) +
            '. Your card is charged once the results are in.',
          `At most ${row.maxUnits} ${row.unitName}s are counted.`,
        ];
  await sendEmail(context, {
    to: pledge.donorEmail ?? '',
    subject: `Your pledge to ${row.organizationName}`,
    text: [
      `Dear ${pledge.donorFirstName},`,
      '',
      `Thank you for supporting ${row.organizationName}.`,
      ...promise,
      '',
      `To change or cancel your pledge until the Thon is completed: ${link}`,
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
  const link = pledgeLinkUrl(context.config.publicUrl, await createPledgeLink(context.db, { pledgeId }));
  await sendEmail(context, {
    to: row.pledge.donorEmail,
    subject: `Your pledge to ${row.organizationName}: payment needed`,
    text: [
      `Dear ${row.pledge.donorFirstName},`,
      '',
      `Thank you for your pledge to ${row.eventName}. We could not charge your card for it.`,
      ...splitLines(row.chargeCents, row.pledge.coversFees),
      '',
      `You can pay with another card here: ${link}`,
    ].join('\n'),
    idempotencyKey: key,
    eventId: row.pledge.eventId,
  });
}
