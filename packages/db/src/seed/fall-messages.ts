import { fillTemplate, type ReminderKey } from '@pledgethon/core';
import { reminderSendAt } from '@pledgethon/core/zones';
import { textOptOutLineEn } from '@pledgethon/texts';
import { eq } from 'drizzle-orm';
import { BUILT_IN_TEMPLATES } from '../built-in-templates';
import type { Executor } from '../client';
import { insertDefaultReminderSettings } from '../reminder-defaults';
import {
  messageSuppressions,
  parentParticipants,
  reminderSettings,
  shareRecipients,
  shares,
  userRoles,
  users,
} from '../schema/index';
import { FIRST_NAMES } from './names';
import type { Random } from './random';
import {
  type DemoMessage,
  type DemoMessageAbout,
  type DemoOutcome,
  demoPlainText,
  demoShareMessages,
  demoValues,
  insertDemoMessages,
  UNNAMED,
} from './sent-messages';

const DAY = 86_400_000;
type Runner = { id: string; firstName: string; lastName: string };
type Recipient = { channel: 'email' | 'sms'; to: string; greet: typeof UNNAMED; about: Runner };

/**
 * What last autumn's Thon sent, as its sent-messages log shows it: each family's share e-mails and
 * texts in the weeks before, the coming-up and tomorrow reminders to the families, and the last
 * chance to everyone invited who had not pledged. Most were delivered; a few addresses bounced and
 * were never tried again, one parent unsubscribed and one number texted STOP after the first reminder.
 */
export async function insertDemoFallMessages(
  tx: Executor,
  random: Random,
  { thon, runners, publicUrl }: { thon: DemoMessageAbout['thon']; runners: Runner[]; publicUrl: string },
  now: Date,
): Promise<void> {
  const reminders = await insertSentReminders(tx, thon);
  const families = runners.flatMap((runner, index) => (index % 3 === 2 ? [] : [{ runner, index }]));
  const parents = await tx
    .insert(users)
    .values(
      families.map(({ runner, index }) => ({
        email: `fall.parent.${index + 1}@example.com`,
        firstName: random.pick(FIRST_NAMES),
        lastName: runner.lastName,
        phone: index % 2 === 0 ? `312555${String(2000 + index)}` : null,
        createdAt: new Date(now.getTime() - 118 * DAY),
      })),
    )
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    });
  await tx.insert(parentParticipants).values(
    parents.map((parent, index) => ({
      parentUserId: parent.id,
      participantId: families[index]?.runner.id ?? '',
    })),
  );
  await tx
    .insert(userRoles)
    .values(parents.map((parent) => ({ userId: parent.id, role: 'parent' as const })));

  const sent: DemoMessage[] = [];
  const priorTo = new Map<string, number>();
  // A bouncing address fails once and is never tried again; a stopping one hears once, then says stop.
  const bouncing = (to: string) => /^(fall\.parent\.(4|23|40)|friend\.(4|22|41))@/.test(to);
  const stopping = (to: string) => to === 'fall.parent.8@example.com' || to === '3125552010';
  const send = (message: Omit<DemoMessage, 'outcome'>) => {
    const prior = priorTo.get(message.to) ?? 0;
    priorTo.set(message.to, prior + 1);
    const outcome: DemoOutcome =
      prior > 0 && (bouncing(message.to) || stopping(message.to))
        ? 'suppressed'
        : bouncing(message.to)
          ? 'failed'
          : 'sent';
    sent.push({ ...message, outcome });
  };

  const invited: Recipient[] = [];
  let friend = 0;
  for (const [index, parent] of parents.entries()) {
    const runner = families[index]?.runner;
    if (!runner || index % 2 === 1) continue;
    const about = { thon, participant: runner, publicUrl };
    const texts = demoShareMessages(about);
    const at = new Date(now.getTime() - random.integer(82, 110) * DAY);
    const emails = Array.from({ length: random.integer(2, 4) }, () => `friend.${++friend}@example.com`);
    const numbers = index % 4 === 0 ? [`773555${String(3000 + index)}`] : [];
    const made = await tx
      .insert(shares)
      .values(
        [
          { channel: 'email' as const, recipientCount: emails.length },
          ...(numbers.length > 0 ? [{ channel: 'sms' as const, recipientCount: numbers.length }] : []),
        ].map((share) => ({ ...share, participantId: runner.id, sharedByUserId: parent.id, createdAt: at })),
      )
      .returning({ id: shares.id, channel: shares.channel });
    await tx.insert(shareRecipients).values(
      made.flatMap((share) =>
        (share.channel === 'sms' ? numbers : emails).map((address) => ({
          shareId: share.id,
          participantId: runner.id,
          address,
          createdAt: at,
        })),
      ),
    );
    for (const to of emails) {
      send({
        channel: 'email',
        to,
        subject: texts.subject,
        body: texts.emailBody,
        at,
        key: `demo-fall-share:${to}`,
      });
      invited.push({ channel: 'email', to, greet: UNNAMED, about: runner });
    }
    for (const to of numbers) {
      send({ channel: 'sms', to, subject: null, body: texts.textBody, at, key: `demo-fall-share:${to}` });
      invited.push({ channel: 'sms', to, greet: UNNAMED, about: runner });
    }
  }

  const familyRecipients = parents.flatMap((parent, index): Recipient[] => {
    const about = families[index]?.runner;
    if (!about) return [];
    const greet = { firstName: parent.firstName, lastName: parent.lastName };
    return [
      { channel: 'email', to: parent.email, greet, about },
      ...(parent.phone ? [{ channel: 'sms' as const, to: parent.phone, greet, about }] : []),
    ];
  });
  const sends: [ReminderKey, Recipient[]][] = [
    ['SmsReminderComingUp', familyRecipients.filter((each) => each.channel === 'sms')],
    ['EmailReminderComingUp', familyRecipients.filter((each) => each.channel === 'email')],
    ['SmsReminderTomorrow', familyRecipients.filter((each) => each.channel === 'sms')],
    ['EmailReminderTomorrow', familyRecipients.filter((each) => each.channel === 'email')],
    ['LastChanceReminders', invited],
  ];
  for (const [key, recipients] of sends) {
    const reminder = reminders.get(key);
    if (!reminder) continue;
    recipients.forEach((recipient, index) => {
      const template = BUILT_IN_TEMPLATES.find((each) => each.builtInKey === `${key}:${recipient.channel}`);
      if (!template) return;
      const values = demoValues({ thon, participant: recipient.about, publicUrl }, recipient.greet);
      send({
        channel: recipient.channel,
        to: recipient.to,
        subject: template.messageSubject === null ? null : fillTemplate(template.messageSubject, values),
        body:
          recipient.channel === 'sms'
            ? `${fillTemplate(template.messageBody, values)} ${textOptOutLineEn}`
            : fillTemplate(demoPlainText(template.messageBody), values),
        at: new Date(reminder.dueAt.getTime() + index * 2_000),
        reminderSettingId: reminder.id,
        key: `reminder:${reminder.id}:${recipient.channel}:${recipient.to}`,
      });
    });
  }
  await insertDemoMessages(tx, thon.id, sent);
  await insertStops(tx, sent);
}

/** MAPLE25's reminders at their defaults, each marked sent at the moment it fell due. */
async function insertSentReminders(tx: Executor, thon: DemoMessageAbout['thon']) {
  const rows = await insertDefaultReminderSettings(tx, { eventId: thon.id });
  const due = new Map<ReminderKey, { id: string; dueAt: Date }>();
  for (const row of rows) {
    if (row.days === null || row.time === null) continue;
    const dueAt = reminderSendAt({
      eventDate: thon.eventDate,
      days: row.days,
      time: row.time,
      timeZone: row.timeZone,
    });
    await tx.update(reminderSettings).set({ dispatchedFor: dueAt }).where(eq(reminderSettings.id, row.id));
    due.set(row.key, { id: row.id, dueAt });
  }
  return due;
}

/** The addresses that said stop or bounced, from the moment they did. */
async function insertStops(tx: Executor, sent: readonly DemoMessage[]) {
  const stops = new Map<string, typeof messageSuppressions.$inferInsert>();
  for (const message of sent) {
    if (message.outcome === 'suppressed' || stops.has(message.to)) continue;
    const later = sent.some((other) => other.to === message.to && other.outcome === 'suppressed');
    if (message.outcome !== 'failed' && !later) continue;
    stops.set(message.to, {
      channel: message.channel,
      address: message.to,
      reason:
        message.outcome === 'failed' ? 'bounced' : message.channel === 'sms' ? 'opted_out' : 'unsubscribed',
      createdAt: new Date(message.at.getTime() + 3_600_000),
    });
  }
  if (stops.size > 0) await tx.insert(messageSuppressions).values([...stops.values()]);
}
