import { LANGUAGE_QUERY } from '@pledgethon/contracts';
import {
  feeSplit,
  fillText,
  formatCents,
  organizationSharePercent,
  pledgeEmailsEn,
  pledgeEmailsEs,
} from '@pledgethon/core';
import { and, type Executor, eq, inArray, ne, schema } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { localeOf, type PageLanguage } from '../../http/pages/page-language';
import { sendEmail } from '../../integrations/email/send-email';
import type { JobQueue } from '../../jobs/job-queue';
import { createPledgeLink, pledgeLinkUrl } from './pledge-links';

const { pledges, events, organizations, outboxMessages, participants, pledgeCharges, results } = schema;

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

/** The donor's words and money in the language of their pledge (decision 128). */
function wording(language: string) {
  const spanish = language === 'es';
  const lang: PageLanguage = spanish ? 'es' : 'en';
  const locale = localeOf(lang);
  return {
    lang,
    text: spanish ? pledgeEmailsEs : pledgeEmailsEn,
    money: (cents: number) => formatCents(cents, locale),
  };
}
type Wording = ReturnType<typeof wording>;

/** A new secret link to the pledge, which opens its page in the donor's language. */
async function donorLink(context: MailContext, pledgeId: string, { lang }: Wording) {
  const token = await createPledgeLink(context.db, { pledgeId });
  return `${pledgeLinkUrl(context.config.publicUrl, token)}?${LANGUAGE_QUERY}=${lang}`;
}

const splitLines = ({ text, money }: Wording, pledgeCents: number, coversFees: boolean) => {
  const split = feeSplit(pledgeCents, coversFees);
  return [
    fillText(text.split.amount, { amount: money(split.chargedCents) }),
    fillText(text.split.fee, { amount: money(split.processingFeeCents) }),
    fillText(text.split.reaches, {
      amount: money(split.organizationCents),
      percent: organizationSharePercent(pledgeCents, coversFees),
    }),
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
          fillText(text.receipt.unitsCounted, { count: row.maxUnits, unit: row.unitName }),
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

/** The per-unit pledges among these, with what their charge after the results was made of. */
async function chargedPerUnitPledges(db: Executor, pledgeIds: string[]) {
  if (pledgeIds.length === 0) return [];
  return db
    .select({
      pledge: pledges,
      eventName: events.name,
      unitName: events.unitName,
      unitNamePlural: events.unitNamePlural,
      maxUnits: events.maxUnits,
      organizationName: organizations.name,
      participantFirstName: participants.firstName,
      units: results.units,
      chargeCents: pledgeCharges.pledgeCents,
    })
    .from(pledges)
    .innerJoin(events, eq(events.id, pledges.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .leftJoin(results, eq(results.participantId, pledges.participantId))
    .where(and(inArray(pledges.id, pledgeIds), ne(pledges.kind, 'flat')));
}
type ChargedPledge = Awaited<ReturnType<typeof chargedPerUnitPledges>>[number];

/** How the charge was reached: the result, the units that count, rate times units, and the cap. */
function chargeArithmetic({ text, money }: Wording, row: ChargedPledge): string[] {
  const { pledge, maxUnits } = row;
  const units = row.units ?? 0;
  const counted = Math.min(units, maxUnits);
  const unitsName = (count: number) => (count === 1 ? row.unitName : row.unitNamePlural);
  const rate = pledge.rateCents ?? 0;
  const amount = money(row.chargeCents);
  return [
    fillText(text.charged.result, {
      participant: row.participantFirstName ?? '',
      units,
      unitName: unitsName(units),
    }),
    ...(units > maxUnits
      ? [fillText(text.charged.counted, { count: maxUnits, unitName: row.unitNamePlural })]
      : []),
    fillText(text.charged.sum, { count: counted, rate: money(rate), amount: money(rate * counted) }),
    pledge.maxCents !== null && rate * counted > pledge.maxCents
      ? fillText(text.charged.capped, { max: money(pledge.maxCents), amount })
      : fillText(text.charged.notCapped, { amount }),
  ];
}

/**
 * The receipts of per-unit pledges charged after the results, or paid later through the donor's link:
 * the arithmetic (31 laps × $5.00 = $155.00, and the donor's maximum when it applied), how the amount
 * splits, and who receives it. Written with the payment, once per pledge, whoever learnt the answer.
 */
export async function sendChargeReceipts(context: MailContext, { pledgeIds }: { pledgeIds: string[] }) {
  for (const row of await chargedPerUnitPledges(context.db, pledgeIds)) {
    const key = `pledge-charge-receipt:${row.pledge.id}`;
    if (!row.pledge.donorEmail || (await alreadySent(context.db, key))) continue;
    const words = wording(row.pledge.language);
    const { text } = words;
    const link = await donorLink(context, row.pledge.id, words);
    const organization = row.organizationName;
    await sendEmail(context, {
      to: row.pledge.donorEmail,
      subject: fillText(text.charged.subject, { organization }),
      text: [
        fillText(text.greeting, { name: row.pledge.donorFirstName }),
        '',
        fillText(text.charged.thanks, { event: row.eventName }),
        ...chargeArithmetic(words, row),
        '',
        ...splitLines(words, row.chargeCents, row.pledge.coversFees),
        fillText(text.charged.organization, { organization }),
        '',
        fillText(text.charged.view, { link }),
      ].join('\n'),
      idempotencyKey: key,
      eventId: row.pledge.eventId,
    });
  }
}
