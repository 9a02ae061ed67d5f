import { textSendAtInZone } from '@pledgethon/core/zones';
import type { Executor, schema } from '@pledgethon/db';
import { textOptOutLineEn } from '@pledgethon/texts';
import type { Config } from '../../config';
import { unsubscribePageUrl, unsubscribeToken } from './unsubscribe-links';

export type NewOutboxMessage = typeof schema.outboxMessages.$inferInsert;

export type OutgoingEmail = {
  to: string;
  subject: string;
  /** Plain text; every message has one, so any mail client can read it. */
  text: string;
  /** A sanitised HTML part, when the message has one (a reminder's template). */
  html?: string;
  /** A key the caller derives from what the message is for, so a retried command sends it once. */
  idempotencyKey: string;
  eventId?: string | null;
  /**
   * Receipts, resets and invitations are transactional (the default). Reminders and shares are not:
   * they carry an unsubscribe link and are never sent to an address that unsubscribed.
   */
  transactional?: boolean;
};

export type OutgoingText = {
  /** A US number as its 10 digits. */
  to: string;
  body: string;
  idempotencyKey: string;
  eventId?: string | null;
  /** The recipient's IANA zone: a text goes out only between 8 AM and 9 PM there. */
  timeZone: string;
  /** Not before this moment (a share's hold window); now by default. */
  notBefore?: Date;
  transactional?: boolean;
};

/** An e-mail as the outbox keeps it; a non-transactional one gets its unsubscribe link here. */
export async function emailOutboxRow(
  db: Executor,
  config: Config,
  email: OutgoingEmail,
): Promise<NewOutboxMessage> {
  const transactional = email.transactional ?? true;
  let { text, html } = email;
  if (!transactional) {
    const link = unsubscribePageUrl(config.publicUrl, await unsubscribeToken(db, email.to));
    text = `${text}\n\nUnsubscribe: ${link}`;
    if (html !== undefined) {
      html = `${html}\n<p style="font-size:12px;color:#555"><a href="${link}">Unsubscribe</a> from these e-mails.</p>`;
    }
  }
  return {
    channel: 'email',
    toAddress: email.to,
    fromAddress: config.MAIL_FROM,
    subject: email.subject,
    body: text,
    htmlBody: html ?? null,
    eventId: email.eventId ?? null,
    idempotencyKey: email.idempotencyKey,
    transactional,
  };
}

/** A text as the outbox keeps it, not to go out before the recipient's 8 AM. */
export function textOutboxRow(config: Config, text: OutgoingText, now = new Date()): NewOutboxMessage {
  const transactional = text.transactional ?? true;
  return {
    channel: 'sms',
    toAddress: text.to,
    fromAddress: config.TWILIO_FROM ?? 'outbox',
    subject: null,
    body: transactional ? text.body : `${text.body} ${textOptOutLineEn}`,
    eventId: text.eventId ?? null,
    idempotencyKey: text.idempotencyKey,
    recipientTimeZone: text.timeZone,
    sendAfter: textSendAtInZone(text.notBefore ?? now, text.timeZone),
    transactional,
  };
}
