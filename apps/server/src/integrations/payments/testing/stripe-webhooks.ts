import { randomUUID } from 'node:crypto';
import { paymentsWebhookRoute } from '@pledgethon/contracts';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { StripePaymentAccounts } from '../stripe-payment-accounts';
import { StripePayments, type StripeSettings } from '../stripe-payments';
import { StripeApiServer } from './stripe-api-server';

const TEST_WEBHOOK_SECRET = 'whsec_pledgethontestsecret';

/** Settings of a Stripe provider that talks to a local server instead of Stripe. */
const stripeSettings = (api: NonNullable<StripeSettings['api']>): StripeSettings => ({
  secretKey: 'sk_test_pledgethontestkey',
  publishableKey: 'pk_test_pledgethontestkey',
  webhookSecret: TEST_WEBHOOK_SECRET,
  api,
});

/** Posts a delivery to the app's webhook route with the headers Stripe's servers send. */
export function deliverWebhook(app: FastifyInstance, delivery: { body: Buffer; signature: string }) {
  return app.inject({
    method: paymentsWebhookRoute.method,
    url: paymentsWebhookRoute.path,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.signature },
    payload: delivery.body,
  });
}

/**
 * A webhook delivery as Stripe sends it: the event as JSON and its `Stripe-Signature` header, made
 * by the SDK's own helper with the endpoint's secret (or another, to forge one).
 */
export function signedDelivery(
  {
    type,
    object,
    id = `evt_${randomUUID().replaceAll('-', '')}`,
    created = new Date(),
    account,
  }: { type: string; object: unknown; id?: string; created?: Date; account?: string },
  secret = TEST_WEBHOOK_SECRET,
): { id: string; body: Buffer; signature: string } {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    ...(account ? { account } : {}),
    data: { object },
  });
  return {
    id,
    body: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

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
