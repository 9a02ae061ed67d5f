import { feeSplit } from '@pledgethon/core';
import { and, type Executor, eq, inArray, ne, schema, sql } from '@pledgethon/db';
import { fillText } from '@pledgethon/texts';
import { queueEmails } from '../../integrations/email/send-email';
import {
  acknowledgementLines,
  donorLinkOf,
  donorMailColumns,
  type MailContext,
  receivedBy,
  sentKeys,
  splitLines,
  type Wording,
  wording,
} from './donor-mail';
import { createPledgeLinks } from './pledge-links';

const { pledges, events, organizations, participants, pledgeCharges, results } = schema;

// A charged child's name and result, looked up by key for each pledge: joined, they were planned as a hash
// of every child and every result of the Thon, 10 of the 13 ms of a page of 100 among 5,000 children.
const childFirstName = sql<string | null>`(select ${participants.firstName} from ${participants}
  where ${participants.id} = ${pledges.participantId})`;
const childUnits = sql<number | null>`(select ${results.units} from ${results}
  where ${results.participantId} = ${pledges.participantId})`;

/** The per-unit pledges among these, with what their charge after the results was made of. */
async function chargedPerUnitPledges(db: Executor, pledgeIds: string[]) {
  if (pledgeIds.length === 0) return [];
  return db
    .select({
      ...donorMailColumns,
      participantFirstName: childFirstName,
      units: childUnits,
      chargeCents: pledgeCharges.pledgeCents,
    })
    .from(pledges)
    .innerJoin(events, eq(events.id, pledges.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
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
    fillText(text.charged.sum, {
      count: counted,
      unitName: unitsName(counted),
      rate: money(rate),
      amount: money(rate * counted),
    }),
    pledge.maxCents !== null && rate * counted > pledge.maxCents
      ? fillText(text.charged.capped, { max: money(pledge.maxCents), amount })
      : fillText(text.charged.notCapped, { amount }),
  ];
}

const receiptKey = (pledgeId: string) => `pledge-charge-receipt:${pledgeId}`;

/**
 * The receipts of per-unit pledges charged after the results, or paid later through the donor's link:
 * the arithmetic (31 laps × $5.00 = $155.00, and the donor's maximum when it applied), how the amount
 * splits, and who receives it. Written with the payment, once per pledge, whoever learnt the answer; a
 * page of charges writes its receipts and their links in a few statements, not a few per pledge.
 */
export async function sendChargeReceipts(context: MailContext, { pledgeIds }: { pledgeIds: string[] }) {
  const charged = (await chargedPerUnitPledges(context.db, pledgeIds)).filter((row) => row.pledge.donorEmail);
  const sent = await sentKeys(
    context.db,
    charged.map((row) => receiptKey(row.pledge.id)),
  );
  const owed = charged.filter((row) => !sent.has(receiptKey(row.pledge.id)));
  const tokens = await createPledgeLinks(
    context.db,
    owed.map((row) => row.pledge.id),
  );
  await queueEmails(
    context,
    owed.map((row, index) => {
      const words = wording(row.pledge.language);
      const { text } = words;
      const organization = row.organizationName;
      const paidCents = feeSplit(row.chargeCents, row.pledge.coversFees).chargedCents;
      return {
        to: row.pledge.donorEmail ?? '',
        subject: fillText(text.charged.subject, { organization }),
        text: [
          fillText(text.greeting, { name: row.pledge.donorFirstName }),
          '',
          fillText(text.charged.thanks, { event: row.eventName }),
          ...chargeArithmetic(words, row),
          '',
          ...splitLines(words, row.chargeCents, row.pledge.coversFees),
          fillText(text.charged.organization, { organization: receivedBy(row) }),
          ...acknowledgementLines(words, row, paidCents),
          '',
          fillText(text.charged.view, { link: donorLinkOf(context.config, tokens[index] ?? '', words) }),
        ].join('\n'),
        idempotencyKey: receiptKey(row.pledge.id),
        eventId: row.pledge.eventId,
      };
    }),
  );
}
