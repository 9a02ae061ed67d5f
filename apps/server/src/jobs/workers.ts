import type { Database } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { childPhotos, createPhotoStore } from '../features/privacy/child-photos';
import type { BalanceTransactions } from '../features/reconciliation/balance-transactions';
import { createSmtpTransport } from '../integrations/email/smtp-transport';
import type { PaymentAccounts } from '../integrations/payments/payment-accounts.types';
import type { Payments } from '../integrations/payments/payments.types';
import { createTwilioProvider } from '../integrations/sms/twilio-rest';
import { startChargeTransfers } from './charge-transfers';
import type { JobQueue } from './job-queue';
import { startMessageDelivery } from './message-delivery';
import { startRetention } from './personal-data-retention';
import { startPlannerStatistics } from './planner-statistics';
import { startPledgeCharging } from './pledge-charging';
import { startReconciliation } from './reconciliation';
import { startReminderDispatch } from './reminder-dispatch';
import { startShareTextRelease } from './share-text-release';
import { startSignInCleanup } from './sign-in-cleanup';
import { startTestPayouts } from './test-payouts';

/** Starts the background workers the configuration asks for; returns what must be closed at stop. */
export async function startWorkers(deps: {
  db: Database;
  jobs: JobQueue;
  config: Config;
  logger: FastifyBaseLogger;
  payments: Payments;
  paymentAccounts: PaymentAccounts;
  balanceTransactions: BalanceTransactions;
}): Promise<{ close(): Promise<void> }> {
  const { config } = deps;
  const mail = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : undefined;
  const texts =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? createTwilioProvider({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiUrl: config.TWILIO_API_URL,
        })
      : undefined;
  // With neither configured the outbox is the delivery, and nothing needs to take messages from it.
  const delivery = mail || texts ? startMessageDelivery({ ...deps, mail, texts }) : undefined;
  await startSignInCleanup(deps);
  await startPlannerStatistics(deps);
  await startPledgeCharging(deps);
  await startChargeTransfers(deps);
  if (deps.payments.name === 'test') await startTestPayouts(deps);
  await startReconciliation(deps);
  await startRetention({ ...deps, photos: childPhotos(createPhotoStore(deps.config)) });
  await startShareTextRelease(deps);
  await startReminderDispatch(deps);
  return {
    async close() {
      await delivery?.stop();
      mail?.close();
    },
  };
}
