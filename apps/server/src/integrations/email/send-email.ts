import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { announceEmail } from '../../jobs/email-delivery';
import type { JobQueue } from '../../jobs/job-queue';
import type { EmailMessage } from './email.types';
import { insertOutboxMessage } from './outbox.queries';

/** The admin page that shows one kept message, opened. */
export function sentMessageLink(config: Config, outboxId: string): string {
  return `${config.publicUrl}/admin/messages?message=${outboxId}`;
}

/**
 * Keeps the message in the outbox and, when SMTP is configured, hands it to the delivery worker.
 * Without SMTP the outbox is the delivery, read on the admin "sent messages" page; outside production
 * one log line says who it was for and where to read it, so a newcomer can follow a reset link. Call
 * it after the rows the message speaks of are committed: the worker may run at once.
 */
export async function sendEmail(
  deps: { db: Executor; jobs: JobQueue; config: Config; log: FastifyBaseLogger },
  message: EmailMessage,
): Promise<string> {
  const outboxId = await insertOutboxMessage(deps.db, {
    channel: 'email',
    toAddress: message.to,
    fromAddress: deps.config.MAIL_FROM,
    subject: message.subject,
    body: message.text,
    eventId: message.eventId ?? null,
    idempotencyKey: message.idempotencyKey,
  });
  if (deps.config.SMTP_URL) {
    await announceEmail(deps.jobs, outboxId);
  } else if (deps.config.NODE_ENV !== 'production') {
    const view = sentMessageLink(deps.config, outboxId);
    deps.log.info(
      { outboxId, to: message.to, subject: message.subject, view },
      `email kept in the outbox (no SMTP_URL): to ${message.to}, "${message.subject}", read it at ${view}`,
    );
  }
  return outboxId;
}
