import type { Database } from '@pledgethon/db';
import { schoolAccounts } from '../apps/server/src/features/reconciliation/transfer-records.queries';
import { StripeBalanceTransactions } from '../apps/server/src/integrations/payments/stripe-balance-transactions';
import { StripePaymentAccounts } from '../apps/server/src/integrations/payments/stripe-payment-accounts';
import { StripePayments } from '../apps/server/src/integrations/payments/stripe-payments';
import { StripeApiServer } from '../apps/server/src/integrations/payments/testing/stripe-api-server';

/** The Stripe site's keys: test keys, which only the local stand-in accepts. */
export const STRIPE_SITE_KEYS = {
  secretKey: 'sk_test_pledgethone2estripe',
  publishableKey: 'pk_test_pledgethone2estripe',
  webhookSecret: 'whsec_pledgethone2estripe',
} as const;

/**
 * The providers of the site with Stripe configured (start-server.ts with `E2E_STRIPE_STAND_IN` set):
 * a server of its own, on a database of its own, whose pages, workers and Connect accounts all talk
 * to the local Stripe API stand-in through the real SDK, as a Stripe site's talk to Stripe. A card
 * given at the form, a saved card charged after the results, the transfers of the school's share to
 * its connected account and the administrator's comparison of the ledger are then all Stripe's.
 */
export async function stripeStandInProviders(db: Database) {
  const standIn = new StripeApiServer();
  const api = await standIn.start();
  const { secretKey } = STRIPE_SITE_KEYS;
  return {
    standIn,
    payments: new StripePayments({ ...STRIPE_SITE_KEYS, api }),
    paymentAccounts: new StripePaymentAccounts({ secretKey, api }),
    balanceTransactions: new StripeBalanceTransactions(
      { secretKey, api },
      { schoolAccounts: () => schoolAccounts(db, { provider: 'stripe' }) },
    ),
  };
}
