import { LANGUAGE_QUERY } from '@pledgethon/contracts';
import { feeSplit, formatCents, organizationSharePercent } from '@pledgethon/core';
import { type Executor, inArray, schema } from '@pledgethon/db';
import { fillText, pledgeEmailsEn, pledgeEmailsEs } from '@pledgethon/texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { localeOf, type PageLanguage } from '../../http/pages/page-language';
import { createPledgeLink, pledgeLinkUrl } from './pledge-links';

const { events, organizations, outboxMessages, participants, pledges } = schema;

export type MailContext = { db: Executor; config: Config; log: FastifyBaseLogger };

/** Which of these messages were written already. */
export async function sentKeys(db: Executor, idempotencyKeys: string[]): Promise<Set<string>> {
  if (idempotencyKeys.length === 0) return new Set();
  const rows = await db
    .select({ key: outboxMessages.idempotencyKey })
    .from(outboxMessages)
    .where(inArray(outboxMessages.idempotencyKey, idempotencyKeys));
  return new Set(rows.map((row) => row.key));
}

export async function alreadySent(db: Executor, idempotencyKey: string) {
  return (await sentKeys(db, [idempotencyKey])).has(idempotencyKey);
}

/** The donor's words and money in the language of their pledge (decision 128). */
export function wording(language: string) {
  const spanish = language === 'es';
  const lang: PageLanguage = spanish ? 'es' : 'en';
  const locale = localeOf(lang);
  return {
    lang,
    text: spanish ? pledgeEmailsEs : pledgeEmailsEn,
    money: (cents: number) => formatCents(cents, locale),
  };
}
export type Wording = ReturnType<typeof wording>;

/** The address of a pledge link, which opens its page in the donor's language. */
export const donorLinkOf = (config: Config, token: string, { lang }: Wording) =>
  `${pledgeLinkUrl(config.publicUrl, token)}?${LANGUAGE_QUERY}=${lang}`;

/** A new secret link to the pledge, which opens its page in the donor's language. */
export async function donorLink(context: MailContext, pledgeId: string, words: Wording) {
  return donorLinkOf(context.config, await createPledgeLink(context.db, { pledgeId }), words);
}

export const splitLines = ({ text, money }: Wording, pledgeCents: number, coversFees: boolean) => {
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

/** What a receipt needs of the organisation: the name families know, and what the tax authority does. */
export const receiptOrganization = {
  organizationName: organizations.name,
  legalName: organizations.legalName,
  taxExempt: organizations.taxExempt,
  ein: organizations.ein,
};
/** What a donor's e-mails say of the pledge, its Thon, its child and the organisation receiving it. */
export const donorMailColumns = {
  pledge: pledges,
  eventName: events.name,
  unitName: events.unitName,
  unitNamePlural: events.unitNamePlural,
  maxUnits: events.maxUnits,
  ...receiptOrganization,
  participantFirstName: participants.firstName,
};

type ReceiptOrganization = {
  organizationName: string;
  legalName: string | null;
  taxExempt: boolean;
  ein: string | null;
};

/** Who received the money, as its receipt must name them: the legal name of its payment account. */
export const receivedBy = (row: ReceiptOrganization) => row.legalName ?? row.organizationName;

/**
 * The written acknowledgement a donor needs to deduct a contribution (decision 137): only on receipts
 * of money received, and only when the organisation said it is tax-exempt and gave its EIN.
 */
export function acknowledgementLines({ text, money }: Wording, row: ReceiptOrganization, paidCents: number) {
  if (!row.taxExempt || !row.ein || paidCents <= 0) return [];
  return [
    fillText(text.acknowledgement, { organization: receivedBy(row), ein: row.ein, amount: money(paidCents) }),
  ];
}
