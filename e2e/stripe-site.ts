import { buildApp } from '../apps/server/src/app';
import type { AppDeps } from '../apps/server/src/app-deps';
import { StripePayments } from '../apps/server/src/integrations/payments/stripe-payments';
import { StripeApiServer } from '../apps/server/src/integrations/payments/testing/stripe-api-server';
import { ownDataRoutes } from './own-data-routes';

/**
 * The same site on the same database, with Stripe taking the cards: its server talks to the local
 * Stripe API stand-in through the real SDK, and its pages send the headers a Stripe site sends, so a
 * browser test sees what a donor on a Stripe-configured site sees (stripe-card.spec.ts).
 */
export async function startStripeSite(
  deps: Omit<AppDeps, 'payments'>,
  { port, passwordHash }: { port: number; passwordHash: string },
): Promise<void> {
  const api = new StripeApiServer();
  const payments = new StripePayments({
    secretKey: 'sk_test_pledgethone2estripe',
    publishableKey: 'pk_test_pledgethone2estripe',
    webhookSecret: 'whsec_pledgethone2estripe',
    api: await api.start(),
  });
  const app = await buildApp({ ...deps, payments });
  await app.register(
    ownDataRoutes({ db: deps.database.db, config: deps.config, jobs: deps.jobs }, passwordHash),
  );
  await app.listen({ host: deps.config.HOST, port });
}
