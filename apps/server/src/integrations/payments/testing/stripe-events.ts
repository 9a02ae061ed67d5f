import { randomUUID } from 'node:crypto';
import { paymentsWebhookRoute } from '@pledgethon/contracts';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/** An event as Stripe sends one: its type, the object it is about, and the connected account it came from. */
export type StripeEvent = { type: string; object: unknown; id?: string; created?: Date; account?: string };

/** A delivery to the app's webhook route: the event as JSON and its `Stripe-Signature` header. */
export type SignedDelivery = { id: string; body: Buffer; signature: string };

/**
 * A webhook delivery as Stripe sends it, signed by the SDK's own helper with the endpoint's secret
 * (or another, to forge one).
 */
export function signedEvent(
  {
    type,
    object,
    id = `evt_${randomUUID().replaceAll('-', '')}`,
    created = new Date(),
    account,
  }: StripeEvent,
  secret: string,
): SignedDelivery {
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

/** Posts a delivery to the app's webhook route with the headers Stripe's servers send. */
export function deliverWebhook(app: FastifyInstance, delivery: Omit<SignedDelivery, 'id'>) {
  return app.inject({
    method: paymentsWebhookRoute.method,
    url: paymentsWebhookRoute.path,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.signature },
    payload: delivery.body,
  });
}
