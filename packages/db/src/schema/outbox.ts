import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, instant } from './columns';
import { events } from './events';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const messageChannel = pgEnum('message_channel', MESSAGE_CHANNELS);

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const outboxStatus = pgEnum('outbox_status', OUTBOX_STATUSES);

/**
 * Every e-mail and text the product sends. With no mail or SMS provider configured this table is
 * the delivery, read on the admin "sent messages" page.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: messageChannel().notNull(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text(),
    body: text().notNull(),
    // The Thon a reminder or share belongs to, for the organiser's view of what went out.
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    status: outboxStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    error: text(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    sentAt: instant(),
  },
  (table) => [
    unique('outbox_messages_idempotency_key_unique').on(table.idempotencyKey),
    index('outbox_messages_status_created_idx').on(table.status, table.createdAt),
    index('outbox_messages_event_idx').on(table.eventId),
    check('outbox_messages_attempts_non_negative', sql`${table.attempts} >= 0`),
    check(
      'outbox_messages_email_has_subject',
      sql`${table.channel} <> 'email' or ${table.subject} is not null`,
    ),
  ],
);
