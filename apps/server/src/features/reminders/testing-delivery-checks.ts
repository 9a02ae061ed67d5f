import { isTextingHour } from '@pledgethon/core/zones';
import { type Database, inArray, schema, sql } from '@pledgethon/db';
import { expect } from 'vitest';
import { headerOf, type ReceivedMail, type ReceivedText } from '../../testing/message-doubles';
import type { DueReminderMessages } from './testing-delivery';

/** The outbox rows of the scenario's Thons that a worker still has to settle (held night texts aside). */
export async function unsettledCount(db: Database, scenario: DueReminderMessages) {
  const rows = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(schema.outboxMessages)
    .where(
      sql`${inArray(schema.outboxMessages.eventId, [scenario.day.event.id, scenario.night.event.id])}
        and ${schema.outboxMessages.status} = 'queued' and ${schema.outboxMessages.sendAfter} <= now()`,
    );
  return rows[0]?.count ?? 0;
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * What the doubles received, read as a recipient would: e-mails told apart by Message-ID (a mail
 * system keeps one of a repeated id), texts by what the provider accepted. Answers how often each
 * recipient got the reminder and how many e-mails the SMTP server saw twice under one id.
 */
function receivedOnce(scenario: DueReminderMessages, mails: ReceivedMail[], texts: ReceivedText[]) {
  const day = scenario.day.event.timeZone;
  const night = scenario.night.event.timeZone;
  const ours = new Set([...scenario.day.emails, ...scenario.night.emails]);
  const numbers = new Set([...scenario.day.phones, ...scenario.night.phones]);
  const thonMails = mails.filter((mail) => mail.to.some((to) => ours.has(to)));
  const thonTexts = texts.filter((text) => numbers.has(text.to.replace(/^\+1/, '')));
  const ids = countBy(thonMails, (mail) => headerOf(mail.data, 'Message-ID') ?? 'none');
  const distinct = new Map(thonMails.map((mail) => [headerOf(mail.data, 'Message-ID') ?? 'none', mail]));
  const mailsPerAddress = countBy([...distinct.values()], (mail) => mail.to.join(','));
  const textsPerNumber = countBy(thonTexts, (text) => text.to.replace(/^\+1/, ''));
  const zoneOf = (number: string) => (scenario.night.phones.includes(number) ? night : day);
  return {
    mailsPerAddress,
    textsPerNumber,
    repeatedMailIds: [...ids.values()].filter((count) => count > 1).length,
    texts: thonTexts.length,
    textsAtNight: thonTexts.filter((text) => !isTextingHour(text.at, zoneOf(text.to.replace(/^\+1/, ''))))
      .length,
  };
}

/** Every family address expected to get the reminder exactly once, by channel. */
function expectedRecipients(scenario: DueReminderMessages) {
  const noMail = new Set([...scenario.unsubscribed, ...scenario.bouncedBefore, ...scenario.rejected]);
  const noText = new Set(scenario.optedOut);
  return {
    mails: [...scenario.day.emails, ...scenario.night.emails].filter((address) => !noMail.has(address)),
    texts: scenario.day.phones.filter((number) => !noText.has(number)),
    neverMailed: [...noMail],
    neverTexted: [...noText, ...scenario.night.phones],
  };
}

/**
 * Checks the scenario's messages against what the doubles received: every recipient once on each
 * channel, nobody suppressed or refused, no text outside 8 AM-9 PM on its recipient's clock. Answers
 * how many e-mails the SMTP server saw twice under one Message-ID (messages in doubt, decision 095).
 */
export function expectEachReceivedOnce(
  scenario: DueReminderMessages,
  mails: ReceivedMail[],
  texts: ReceivedText[],
): { repeatedMailIds: number } {
  const expected = expectedRecipients(scenario);
  const got = receivedOnce(scenario, mails, texts);
  const notOnce = (counts: Map<string, number>, addresses: string[]) =>
    addresses
      .filter((address) => counts.get(address) !== 1)
      .map((address) => `${address} × ${counts.get(address) ?? 0}`);
  expect(notOnce(got.mailsPerAddress, expected.mails)).toEqual([]);
  expect(notOnce(got.textsPerNumber, expected.texts)).toEqual([]);
  expect(expected.neverMailed.filter((address) => got.mailsPerAddress.has(address))).toEqual([]);
  expect(expected.neverTexted.filter((number) => got.textsPerNumber.has(number))).toEqual([]);
  expect(got.mailsPerAddress.size).toBe(expected.mails.length);
  // Texts are counted as the provider accepted them: a text in doubt was looked up, never resent.
  expect(got.texts).toBe(expected.texts.length);
  expect(got.textsAtNight).toBe(0);
  return { repeatedMailIds: got.repeatedMailIds };
}
