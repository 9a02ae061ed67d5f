import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { MailTransport } from '../integrations/email/email.types';
import { createSmtpTransport } from '../integrations/email/smtp-transport';
import type { Payments } from '../integrations/payments/payments.types';
import { startEmailDelivery } from './email-delivery';
import type { JobQueue } from './job-queue';
import { startPledgeCharging } from './pledge-charging';
import { startSignInCleanup } from './sign-in-cleanup';

/** Starts the background workers the configuration asks for; returns what must be closed at stop. */
export async function startWorkers(deps: {
  db: Executor;
  jobs: JobQueue;
  config: Config;
  logger: FastifyBaseLogger;
  payments: Payments;
}): Promise<{ close(): void }> {
  const transport: MailTransport | undefined = deps.config.SMTP_URL
    ? createSmtpTransport(deps.config.SMTP_URL)
    : undefined;
  if (transport) await startEmailDelivery({ ...deps, transport });
  await startSignInCleanup(deps);
  await startPledgeCharging(deps);
  return { close: () => transport?.close() };
}
