import type { Executor } from '@pledgethon/db';
import type { Config } from '../../config';
import { announceEmail } from '../../jobs/email-delivery';
import type { JobQueue } from '../../jobs/job-queue';
import type { EmailMessage } from './email.types';
import { insertOutboxMessage } from './outbox.queries';

/**
 * Keeps the message in the outbox and, when SMTP is configured, hands it to the delivery worker.
 * Without SMTP the outbox is the delivery, read on the admin "sent messages" page. Call it after the
 * rows the message speaks of are committed, not inside their transaction: the worker may run at once.
 */
export async function sendEmail(
  deps: { db: Executor; jobs: JobQueue; config: Config },
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
  if (deps.config.SMTP_URL) await announceEmail(deps.jobs, outboxId);
  return outboxId;
}
