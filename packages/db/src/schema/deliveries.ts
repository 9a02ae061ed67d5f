import { index, pgEnum, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { events } from './events';
import { messageChannel, outboxMessages } from './outbox';
import { reminderSettings } from './reminder-settings';

/**
 * One row per (reminder, recipient): written in the transaction that queues the message, so a
 * reminder reaches each address once whatever repeats its fan-out (decision 070).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    reminderSettingId: uuid()
      .notNull()
      .references(() => reminderSettings.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    channel: messageChannel().notNull(),
    // A lower-case e-mail address or a phone number's 10 digits.
    address: text().notNull(),
    outboxMessageId: uuid()
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reminder_deliveries_once').on(table.reminderSettingId, table.channel, table.address),
    unique('reminder_deliveries_outbox_unique').on(table.outboxMessageId),
    index('reminder_deliveries_event_idx').on(table.eventId),
  ],
);

/**
 * How far the fan-out of a reminder at one moment got on one channel: the last address of the last
 * page it queued, written in that page's transaction, so a fan-out taken up again after its worker
 * died goes on from the next address instead of reading every page again (decision 117).
 */
export const reminderFanOutProgress = pgTable(
  'reminder_fan_out_progress',
  {
    reminderSettingId: uuid()
      .notNull()
      .references(() => reminderSettings.id, { onDelete: 'cascade' }),
    dueAt: instant().notNull(),
    channel: messageChannel().notNull(),
    lastAddress: text().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.reminderSettingId, table.dueAt, table.channel] })],
);

export const SUPPRESSION_REASONS = ['unsubscribed', 'opted_out', 'bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const suppressionReason = pgEnum('suppression_reason', SUPPRESSION_REASONS);

/** Addresses that are never messaged again (but for transactional mail): checked at send time. */
export const messageSuppressions = pgTable(
  'message_suppressions',
  {
    channel: messageChannel().notNull(),
    address: text().notNull(),
    reason: suppressionReason().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.address] })],
);

/** Secrets the server makes for itself on first use, shared by every process through the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
