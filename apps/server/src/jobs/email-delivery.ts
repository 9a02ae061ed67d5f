import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../integrations/email/email.types';
import {
  findOutboxMessage,
  listQueuedEmailIds,
  markOutboxMessage,
} from '../integrations/email/outbox.queries';
import type { JobQueue } from './job-queue';

export const EMAIL_DELIVERY_QUEUE = 'email-delivery';

type DeliveryJob = { outboxId: string };

/** Announces a stored message to the delivery worker; the singleton key sends each message once. */
export async function announceEmail(jobs: JobQueue, outboxId: string): Promise<void> {
  await jobs.boss.send(EMAIL_DELIVERY_QUEUE, { outboxId } satisfies DeliveryJob, {
    singletonKey: outboxId,
    retryLimit: 5,
    retryBackoff: true,
  });
}

/** Delivers queued messages over SMTP; a failure is recorded and retried by the queue. */
export async function startEmailDelivery(deps: {
  db: Executor;
  jobs: JobQueue;
  transport: MailTransport;
  logger: FastifyBaseLogger;
}): Promise<void> {
  await deps.jobs.boss.createQueue(EMAIL_DELIVERY_QUEUE);
  await deps.jobs.boss.work<DeliveryJob>(EMAIL_DELIVERY_QUEUE, async ([job]) => {
    if (!job) return;
    const message = await findOutboxMessage(deps.db, job.data.outboxId);
    if (!message || message.status === 'sent' || message.channel !== 'email') return;
    try {
      await deps.transport.deliver({
        from: message.fromAddress,
        to: message.toAddress,
        subject: message.subject ?? '',
        text: message.body,
      });
      await markOutboxMessage(deps.db, message.id, { status: 'sent', sentAt: new Date() });
    } catch (error) {
      deps.logger.warn({ err: error, outboxId: message.id }, 'e-mail delivery failed');
      await markOutboxMessage(deps.db, message.id, { status: 'failed', error: String(error) });
      throw error;
    }
  });
  for (const outboxId of await listQueuedEmailIds(deps.db)) await announceEmail(deps.jobs, outboxId);
}
