import type { Executor } from '@pledgethon/db';
import type { Config } from '../../config';
import type { BalanceTransactions } from '../../features/reconciliation/balance-transactions';
import { testProviderTransactions } from '../../features/reconciliation/test-provider-transactions';
import { schoolAccounts } from '../../features/reconciliation/transfer-records.queries';
import { localPaymentAccounts } from './local-payment-accounts';
import type { PaymentAccounts } from './payment-accounts.types';
import type { Payments } from './payments.types';
import { StripeBalanceTransactions } from './stripe-balance-transactions';
import { StripePaymentAccounts } from './stripe-payment-accounts';
import { StripePayments } from './stripe-payments';
import { testPayments } from './test-payments';

/**
 * The providers the configuration names, for the app and its workers alike: Stripe's payments, its
 * Connect accounts (decision 135) and its balance transactions (decision 139) when its keys are set;
 * the built-in test provider's otherwise, which moves no money (decision 064).
 */
export function configuredProviders(db: Executor, config: Config) {
  const payments = configuredPayments(config);
  return {
    payments,
    paymentAccounts: configuredPaymentAccounts(payments, config),
    balanceTransactions: configuredBalanceTransactions(db, payments, config),
  };
}

/** Stripe when its keys are configured (all three, checked with the config); the test provider otherwise. */
function configuredPayments(config: Config): Payments {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return testPayments;
  return new StripePayments({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    ...(config.STRIPE_CONNECT_WEBHOOK_SECRET
      ? { connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET }
      : {}),
  });
}

/** Stripe Connect with the same keys as the payments; the test provider's accounts otherwise. */
function configuredPaymentAccounts(payments: Payments, config: Config): PaymentAccounts {
  const { STRIPE_SECRET_KEY } = config;
  if (payments.name !== 'stripe' || !STRIPE_SECRET_KEY) return localPaymentAccounts;
  return new StripePaymentAccounts({ secretKey: STRIPE_SECRET_KEY });
}

/** What the ledger is reconciled with: Stripe's balance transactions, or the test provider's records. */
function configuredBalanceTransactions(
  db: Executor,
  payments: Payments,
  config: Config,
): BalanceTransactions {
  const { STRIPE_SECRET_KEY } = config;
  if (payments.name !== 'stripe' || !STRIPE_SECRET_KEY) return testProviderTransactions(db);
  return new StripeBalanceTransactions(
    { secretKey: STRIPE_SECRET_KEY },
    { schoolAccounts: () => schoolAccounts(db, { provider: 'stripe' }) },
  );
}
