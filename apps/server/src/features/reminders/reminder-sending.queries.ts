import type { ReminderKey } from '@pledgethon/core';
import { and, type Executor, eq, gte, isNotNull, isNull, lte, ne, or, schema, sql } from '@pledgethon/db';

const {
  events,
  messageTemplates,
  reminderDeliveries,
  reminderFanOutProgress,
  reminderSettings,
  outboxMessages,
} = schema;

/** A reminder with what sending it needs of its Thon. */
export async function findReminderToSend(db: Executor, { reminderId }: { reminderId: string }) {
  const [row] = await db
    .select({ reminder: reminderSettings, event: events })
    .from(reminderSettings)
    .innerJoin(events, eq(events.id, reminderSettings.eventId))
    .where(eq(reminderSettings.id, reminderId))
    .limit(1);
  return row;
}

/** The enabled dated reminders of active Thons whose event date lies between the two dates. */
export async function listScheduledReminders(db: Executor, { from, to }: { from: string; to: string }) {
  return db
    .select({
      id: reminderSettings.id,
      days: reminderSettings.days,
      time: reminderSettings.time,
      timeZone: reminderSettings.timeZone,
      dispatchedFor: reminderSettings.dispatchedFor,
      eventDate: events.eventDate,
    })
    .from(reminderSettings)
    .innerJoin(events, eq(events.id, reminderSettings.eventId))
    .where(
      and(
        eq(reminderSettings.enabled, true),
        ne(reminderSettings.key, 'ParticipantSMSShare'),
        isNotNull(reminderSettings.days),
        eq(events.status, 'active'),
        gte(events.eventDate, from),
        lte(events.eventDate, to),
      ),
    );
}

/** The attached template and the built-in ones a reminder of `key` may fall back on or swap to. */
export async function findReminderTemplates(
  db: Executor,
  { attachedId, key }: { attachedId: string | null; key: ReminderKey },
) {
  return db
    .select()
    .from(messageTemplates)
    .where(
      or(
        attachedId ? eq(messageTemplates.id, attachedId) : undefined,
        and(
          eq(messageTemplates.category, key),
          isNotNull(messageTemplates.builtInKey),
          isNull(messageTemplates.ownerUserId),
        ),
      ),
    );
}

type FanOutPage = { reminderSettingId: string; dueAt: Date; channel: 'email' | 'sms' };

/** The last address the fan-out of a reminder at a moment queued on a channel; '' before the first page. */
export async function findFanOutProgress(db: Executor, page: FanOutPage): Promise<string> {
  const [row] = await db
    .select({ lastAddress: reminderFanOutProgress.lastAddress })
    .from(reminderFanOutProgress)
    .where(
      and(
        eq(reminderFanOutProgress.reminderSettingId, page.reminderSettingId),
        eq(reminderFanOutProgress.dueAt, page.dueAt),
        eq(reminderFanOutProgress.channel, page.channel),
      ),
    );
  return row?.lastAddress ?? '';
}

/**
 * Queues a page of a reminder's messages with their delivery rows, and records the page's last
 * address as how far the fan-out got, in one transaction: a message whose (reminder, recipient)
 * already has its row is neither queued nor recorded again.
 */
export async function queueReminderPage(
  db: Executor,
  {
    reminderSettingId,
    dueAt,
    channel,
    lastAddress,
    eventId,
    messages,
  }: FanOutPage & {
    lastAddress: string;
    eventId: string;
    messages: { channel: 'email' | 'sms'; address: string; outbox: typeof outboxMessages.$inferInsert }[];
  },
): Promise<number> {
  await db
    .insert(reminderFanOutProgress)
    .values({ reminderSettingId, dueAt, channel, lastAddress })
    .onConflictDoUpdate({
      target: [
        reminderFanOutProgress.reminderSettingId,
        reminderFanOutProgress.dueAt,
        reminderFanOutProgress.channel,
      ],
      // Never back: a worker that lost the job to a faster one may commit an earlier page late.
      set: {
        lastAddress: sql`greatest(${reminderFanOutProgress.lastAddress}, excluded.last_address)`,
        updatedAt: new Date(),
      },
    });
  if (messages.length === 0) return 0;
  const queued = await db
    .insert(outboxMessages)
    .values(messages.map((message) => message.outbox))
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id, key: outboxMessages.idempotencyKey });
  if (queued.length === 0) return 0;
  const byKey = new Map(messages.map((message) => [message.outbox.idempotencyKey, message]));
  await db.insert(reminderDeliveries).values(
    queued.flatMap(({ id, key }) => {
      const message = byKey.get(key);
      return message
        ? [
            {
              reminderSettingId,
              eventId,
              channel: message.channel,
              address: message.address,
              outboxMessageId: id,
            },
          ]
        : [];
    }),
  );
  return queued.length;
}

export async function markReminderDispatched(db: Executor, { id, dueAt }: { id: string; dueAt: Date }) {
  await db.update(reminderSettings).set({ dispatchedFor: dueAt }).where(eq(reminderSettings.id, id));
}

export const deliveryKey = (reminderId: string, channel: 'email' | 'sms', address: string) =>
  `reminder:${reminderId}:${channel}:${address}`;
