import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { StripePaymentAccounts } from '../stripe-payment-accounts';
import { StripePayments, type StripeSettings } from '../stripe-payments';
import { StripeApiServer } from './stripe-api-server';
import { type SignedDelivery, type StripeEvent, signedEvent } from './stripe-events';

export { deliverWebhook } from './stripe-events';

const TEST_WEBHOOK_SECRET = 'whsec_pledgethontestsecret';

/** Settings of a Stripe provider that talks to a local server instead of Stripe. */
const stripeSettings = (api: NonNullable<StripeSettings['api']>): StripeSettings => ({
  secretKey: 'sk_test_pledgethontestkey',
  publishableKey: 'pk_test_pledgethontestkey',
  webhookSecret: TEST_WEBHOOK_SECRET,
  api,
});

/**
 * A webhook delivery as Stripe sends it: the event as JSON and its `Stripe-Signature` header, made
 * by the SDK's own helper with the test endpoint's secret (or another, to forge one).
 */
export const signedDelivery = (event: StripeEvent, secret = TEST_WEBHOOK_SECRET): SignedDelivery =>
  signedEvent(event, secret);

/**
 * A local Stripe API for the enclosing describe block, and Stripe providers of the real SDK pointed
 * at it (payments, and Connect's accounts): started in its beforeAll (before an app that uses them),
 * stopped in its afterAll.
 */
export function useStripeApi(): {
  api: StripeApiServer;
  readonly payments: StripePayments;
  readonly accounts: StripePaymentAccounts;
} {
  const api = new StripeApiServer();
  let providers: { payments: StripePayments; accounts: StripePaymentAccounts } | undefined;
  beforeAll(async () => {
    const settings = stripeSettings(await api.start());
    providers = { payments: new StripePayments(settings), accounts: new StripePaymentAccounts(settings) };
  });
  afterAll(() => api.stop());
  const started = () => {
    if (!providers) throw new Error('useStripeApi: the providers exist only from its beforeAll on');
    return providers;
  };
  return {
    api,
    get payments() {
      return started().payments;
    },
    get accounts() {
      return started().accounts;
    },
  };
}

/** A card charge that succeeded at the stand-in, made by the real SDK through our provider: its intent's id. */
export async function paidIntent(payments: StripePayments, amountCents = 10_000): Promise<string> {
  const outcome = await payments.charge({
    idempotencyKey: `pledge-charge:${randomUUID()}:1`,
    amountCents,
    paymentMethod: 'pm_card_visa',
    offSession: false,
    description: 'Pledge',
    pledgeId: randomUUID(),
  });
  if (outcome.status !== 'succeeded') throw new Error('the charge did not succeed');
  return outcome.reference;
}
