import type { DatabaseConnection } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { BalanceTransactions } from './features/reconciliation/balance-transactions';
import type { PaymentAccounts } from './integrations/payments/payment-accounts.types';
import type { Payments } from './integrations/payments/payments.types';
import type { JobQueue } from './jobs/job-queue';

/** What the app is built from; in its own file so route modules never import app.ts back. */
export type AppDeps = {
  config: Config;
  database: DatabaseConnection;
  jobs: JobQueue;
  version: string;
  /** Where Thons get their payment account; the built-in test provider when none is given. */
  paymentAccounts?: PaymentAccounts;
  /** Where donors' cards are saved and charged; the built-in test provider when none is given. */
  payments?: Payments;
  /** What the ledger is reconciled with; the built-in test provider's records when none is given. */
  balanceTransactions?: BalanceTransactions;
  /** Folder of the built web app; pages answer 503 until it exists. */
  webDistDir: string;
  /** The process logger; without one the app logs at the configured level on its own. */
  logger?: FastifyBaseLogger;
};
