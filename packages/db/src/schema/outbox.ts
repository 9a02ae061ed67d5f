import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, instant } from './columns';
import { events } from './events';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const messageChannel = pgEnum('message_channel', MESSAGE_CHANNELS);

// 'suppressed': never handed over, the address unsubscribed, opted out or bounced (decision 071).
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'suppressed'] as const;
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
    // An e-mail's HTML part (a reminder's template filled for the recipient); body is its plain text.
    htmlBody: text(),
    // The Thon a reminder or share belongs to, for the organiser's view of what went out.
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    status: outboxStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    error: text(),
    idempotencyKey: idempotencyKey(),
    // Not handed over before this moment: a text held for the recipient's waking hours, or a retry.
    sendAfter: instant().notNull().defaultNow(),
    // IANA zone whose 8 AM-9 PM a text must fall in; null for e-mail.
    recipientTimeZone: text(),
    // A worker holds the message until then; a lapsed hold means its worker stopped mid-send.
    claimedUntil: instant(),
    // The provider's id for a delivered text (or the Message-ID of an e-mail).
    providerMessageId: text(),
    // Reminders and shares carry an unsubscribe link; receipts and resets do not.
    transactional: boolean().notNull().default(true),
    createdAt: createdAt(),
    sentAt: instant(),
  },
  (table) => [
    unique('outbox_messages_idempotency_key_unique').on(table.idempotencyKey),
    index('outbox_messages_status_created_idx').on(table.status, table.createdAt),
    index('outbox_messages_due_idx').on(table.sendAfter).where(sql`${table.status} = 'queued'`),
    index('outbox_messages_event_created_idx').on(table.eventId, table.createdAt),
    check('outbox_messages_attempts_non_negative', sql`${table.attempts} >= 0`),
    check(
      'outbox_messages_email_has_subject',
      sql`${table.channel} <> 'email' or ${table.subject} is not null`,
    ),
  ],
);
