import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { emailOutboxRow, type OutgoingEmail } from '../delivery/outbox-rows';
import { insertOutboxMessage, insertOutboxMessages } from './outbox.queries';

/** The admin page that shows one kept message, opened. */
export function sentMessageLink(config: Config, outboxId: string): string {
  return `${config.publicUrl}/admin/messages?message=${outboxId}`;
}

/**
 * Keeps the message in the outbox; when SMTP is configured the delivery worker sends it (within a
 * second, from any process).
 * Without SMTP the outbox is the delivery, read on the admin "sent messages" page; outside production
 * one log line says who it was for and where to read it, so a newcomer can follow a reset link. Call
 * it after the rows the message speaks of are committed: the worker may run at once.
 */
export async function sendEmail(
  deps: { db: Executor; config: Config; log: FastifyBaseLogger },
  message: OutgoingEmail,
): Promise<string> {
  const outboxId = await insertOutboxMessage(deps.db, await emailOutboxRow(deps.db, deps.config, message));
  if (!deps.config.SMTP_URL && deps.config.NODE_ENV !== 'production') {
    const view = sentMessageLink(deps.config, outboxId);
    deps.log.info(
      { outboxId, to: message.to, subject: message.subject, view },
      `email kept in the outbox (no SMTP_URL): to ${message.to}, "${message.subject}", read it at ${view}`,
    );
  }
  return outboxId;
}

/**
 * Queues many e-mails in one statement: the messages a bulk job owes (a Thon's charge receipts), each
 * once per idempotency key. No log line each: the outbox page lists them.
 */
export async function queueEmails(
  deps: { db: Executor; config: Config },
  messages: OutgoingEmail[],
): Promise<void> {
  const rows = [];
  for (const message of messages) rows.push(await emailOutboxRow(deps.db, deps.config, message));
  await insertOutboxMessages(deps.db, rows);
}
