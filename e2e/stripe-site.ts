import { buildApp } from '../apps/server/src/app';
import type { AppDeps } from '../apps/server/src/app-deps';
import { schoolAccounts } from '../apps/server/src/features/reconciliation/transfer-records.queries';
import { StripeBalanceTransactions } from '../apps/server/src/integrations/payments/stripe-balance-transactions';
import { StripePayments } from '../apps/server/src/integrations/payments/stripe-payments';
import { StripeApiServer } from '../apps/server/src/integrations/payments/testing/stripe-api-server';
import { ownDataRoutes } from './own-data-routes';

/**
 * The same site on the same database, with Stripe taking the cards: its server talks to the local
 * Stripe API stand-in through the real SDK, and its pages send the headers a Stripe site sends, so a
 * browser test sees what a donor on a Stripe-configured site sees (stripe-card.spec.ts). Its workers
 * are the main site's (the test provider's), and so are its payment accounts: a card given at the form
 * is Stripe's, a saved card charged after the results is not, and no Stripe payout reaches it.
 */
export async function startStripeSite(
  deps: Omit<AppDeps, 'payments'>,
  { port, passwordHash }: { port: number; passwordHash: string },
): Promise<void> {
  const standIn = new StripeApiServer();
  const secretKey = 'sk_test_pledgethone2estripe';
  const api = await standIn.start();
  const payments = new StripePayments({
    secretKey,
    publishableKey: 'pk_test_pledgethone2estripe',
    webhookSecret: 'whsec_pledgethone2estripe',
    api,
  });
  // An administrator's comparison of the ledger on this site is with Stripe's balance transactions.
  const balanceTransactions = new StripeBalanceTransactions(
    { secretKey, api },
    { schoolAccounts: () => schoolAccounts(deps.database.db, { provider: 'stripe' }) },
  );
  // Its links (e-mails, onboarding returns) lead back to this site, as a Stripe site's own would.
  const publicUrl = `http://${deps.config.HOST}:${port}`;
  const config = { ...deps.config, PUBLIC_URL: publicUrl, publicUrl };
  const app = await buildApp({ ...deps, config, payments, balanceTransactions });
  await app.register(ownDataRoutes({ db: deps.database.db, config, jobs: deps.jobs }, passwordHash));
  await app.listen({ host: deps.config.HOST, port });
}
