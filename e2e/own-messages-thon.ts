import { and, type Executor, eq, inArray, not, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createUser } from '@pledgethon/db/testing';
import { grantOrganizer, insertDefaultReminders } from '../apps/server/src/features/thons/thon-setup.queries';
import { newYorkClock } from './new-york-clock';
import { OWN_ACCOUNTS, OWN_MESSAGES_THONS } from './own-accounts';

const { outboxMessages, parentParticipants, reminderDeliveries, reminderSettings } = schema;
const HOUR = 3_600_000;

/** Creates both Thons of the sent-messages tests (OWN_MESSAGES_THONS) for their organiser. */
export async function createOwnMessagesThons(db: Executor, users: { id: string; email: string }[]) {
  const organizer = users.find((user) => user.email === OWN_ACCOUNTS.messagesOrganizer.email);
  if (!organizer) throw new Error('no messages organiser account');
  await createHistoryThon(db, organizer.id);
  await createUnsubscribeThon(db, organizer.id);
}

/**
 * A Thon whose coming-up reminders and one share went out yesterday, as a mail and text provider
 * left them: delivered, one address that bounced, one number that had texted STOP.
 */
async function createHistoryThon(db: Executor, organizerId: string) {
  const { eventCode, name } = OWN_MESSAGES_THONS.history;
  const event = await createEvent(db, { eventCode, name, status: 'active', fundsGoTo: 'the school garden' });
  await createParticipant(db, event.id, { firstName: 'Gus', lastName: 'Walker' });
  await insertDefaultReminders(db, { eventId: event.id });
  await grantOrganizer(db, { userId: organizerId, eventId: event.id });
  const reminders = await db
    .select({ id: reminderSettings.id, key: reminderSettings.key })
    .from(reminderSettings)
    .where(eq(reminderSettings.eventId, event.id));
  const reminderId = (key: string) => reminders.find((reminder) => reminder.key === key)?.id ?? null;

  const sentAt = new Date(Date.now() - 26 * HOUR);
  const email = (to: string) => ({
    channel: 'email' as const,
    toAddress: to,
    subject: `${name} is coming up`,
    body: `Hi there,\n\n${name} is coming up. Share the event page with family and friends.`,
  });
  const text = (to: string) => ({
    channel: 'sms' as const,
    toAddress: to,
    subject: null,
    body: `PledgeThon: ${name} is coming up! Help Gus reach the goal. Reply STOP to opt out.`,
  });
  const rows = [
    {
      reminder: 'EmailReminderComingUp',
      ...email('walker.family@example.com'),
      status: 'sent' as const,
      attempts: 1,
    },
    {
      reminder: 'EmailReminderComingUp',
      ...email('old.address@example.com'),
      status: 'failed' as const,
      attempts: 1,
      error: '550 5.1.1 The email account that you tried to reach does not exist',
    },
    { reminder: 'SmsReminderComingUp', ...text('3125550110'), status: 'sent' as const, attempts: 1 },
    {
      reminder: 'SmsReminderComingUp',
      ...text('3125550111'),
      status: 'suppressed' as const,
      attempts: 0,
      error: 'the recipient asked for no more messages',
    },
    {
      reminder: null,
      channel: 'email' as const,
      toAddress: 'grandpa.walker@example.com',
      subject: `Please sponsor Gus in ${name}`,
      body: `Hi there,\n\nGus is taking part in ${name}. Please sponsor Gus.`,
      status: 'sent' as const,
      attempts: 1,
    },
  ];
  for (const [index, { reminder, ...row }] of rows.entries()) {
    const at = new Date(sentAt.getTime() + index * 60_000);
    const [message] = await db
      .insert(outboxMessages)
      .values({
        ...row,
        fromAddress: 'outbox',
        eventId: event.id,
        transactional: false,
        idempotencyKey: `e2e-history:${index}`,
        createdAt: at,
        sendAfter: at,
        sentAt: row.status === 'sent' ? at : null,
      })
      .returning({ id: outboxMessages.id });
    const settingId = reminder ? reminderId(reminder) : null;
    if (message && settingId) {
      await db.insert(reminderDeliveries).values({
        reminderSettingId: settingId,
        eventId: event.id,
        channel: row.channel,
        address: row.toAddress,
        outboxMessageId: message.id,
        createdAt: at,
      });
    }
  }
}

/**
 * A Thon whose e-mail "coming up" reminder fell due five minutes before the server started, so the
 * first sweep sends it to the one family; "tomorrow" waits a month, until the test moves it. The
 * other reminders are off, so nothing else reaches the log.
 */
async function createUnsubscribeThon(db: Executor, organizerId: string) {
  const { eventCode, name, participant, parent } = OWN_MESSAGES_THONS.unsubscribe;
  const due = newYorkClock(new Date(Date.now() - 5 * 60_000));
  const event = await createEvent(db, {
    eventCode,
    name,
    eventDate: due.date,
    timeZone: 'America/New_York',
    status: 'active',
    fundsGoTo: 'a new playground',
  });
  const child = await createParticipant(db, event.id, participant);
  const parentUser = await createUser(db, parent);
  await db.insert(parentParticipants).values({ parentUserId: parentUser.id, participantId: child.id });
  await insertDefaultReminders(db, { eventId: event.id });
  await grantOrganizer(db, { userId: organizerId, eventId: event.id });
  const ofThon = eq(reminderSettings.eventId, event.id);
  const keys = ['EmailReminderComingUp', 'EmailReminderTomorrow'] as const;
  await db
    .update(reminderSettings)
    .set({ enabled: false })
    .where(and(ofThon, not(inArray(reminderSettings.key, [...keys]))));
  await db
    .update(reminderSettings)
    .set({ days: 0, time: due.time, timeZone: 'EST' })
    .where(and(ofThon, eq(reminderSettings.key, 'EmailReminderComingUp')));
  await db
    .update(reminderSettings)
    .set({ days: 30 })
    .where(and(ofThon, eq(reminderSettings.key, 'EmailReminderTomorrow')));
}
