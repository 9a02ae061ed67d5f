import { randomUUID } from 'node:crypto';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import { findChargeOfPledge, insertCharge } from '../charging/charges.queries';
import { findThonCollections } from '../collections/collections.queries';
import { chargeKey } from '../payment-states/charge-keys';
import { createPledgeThon, paymentRequestsTo, pledgeRequest } from '../pledges/testing';

/** Fisher–Yates: deliveries arrive in any order. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe("Stripe's webhooks, delivered over and over in any order", () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp(() => ({ payments: stripe.payments }));

  const deliver = (delivery: { body: Buffer; signature: string }) => deliverWebhook(server.app, delivery);

  async function submit(
    thon: Awaited<ReturnType<typeof createPledgeThon>>,
    overrides: Parameters<typeof pledgeRequest>[1],
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Submit',
      payload: pledgeRequest(thon, overrides),
    });
    expect(response.statusCode).toBe(200);
    return response.json().PledgeId as string;
  }

  /** A per-unit pledge whose first charge is pending at amount `cents`, asked of Stripe already. */
  async function pendingCharge(
    thon: Awaited<ReturnType<typeof createPledgeThon>>,
    paymentMethod: string,
    cents: number,
  ) {
    const pledgeId = await submit(thon, { PaymentMethod: paymentMethod });
    await insertCharge(server.db, { pledgeId, eventId: thon.event.id, pledgeCents: cents, paymentMethod });
    const charge = await findChargeOfPledge(server.db, { pledgeId });
    // Stripe made (or refused) the charge, and the process died before recording its answer.
    await stripe.payments.charge({
      idempotencyKey: chargeKey(pledgeId, 1),
      amountCents: cents,
      paymentMethod: charge?.savedPaymentMethod ?? '',
      offSession: true,
      description: 'Pledge',
      pledgeId,
    });
    const intent = [...api.paymentIntents.values()].at(-1);
    if (!intent) throw new Error('no payment intent');
    return { pledgeId, intent };
  }

  it('changes the totals once, whatever the order, and asks the refused donor once', async () => {
    const thon = await createPledgeThon(server.db);
    const gift = await submit(thon, {
      Kind: 'flat',
      RateCents: null,
      AmountCents: 2_500,
      PaymentMethod: 'pm_card_visa',
    });
    const giftIntent = [...api.paymentIntents.values()].at(-1);
    const paid = await pendingCharge(thon, 'pm_card_visa', 1_200);
    const refused = await pendingCharge(thon, 'pm_card_chargeCustomerFail', 800);
    const unsaved = await submit(thon, { PaymentMethod: 'pm_card_visa' });
    const savedMethod = (await findChargeOfPledgeOrPledge(unsaved)).savedPaymentMethod;
    // As if the SetupIntent had needed the bank's check: the card arrives by webhook.
    await server.db
      .update(schema.pledges)
      .set({ savedPaymentMethod: null })
      .where(eq(schema.pledges.id, unsaved));
    const before = await findThonCollections(server.db, { eventId: thon.event.id });

    const events = [
      signedDelivery({ type: 'payment_intent.succeeded', object: paid.intent }),
      // The same intent's earlier refusal, arriving late: a charge that succeeded stays so.
      signedDelivery({
        type: 'payment_intent.payment_failed',
        object: { ...paid.intent, status: 'requires_payment_method' },
      }),
      signedDelivery({ type: 'payment_intent.payment_failed', object: refused.intent }),
      signedDelivery({
        type: 'setup_intent.succeeded',
        object: {
          id: 'seti_x',
          object: 'setup_intent',
          customer: savedMethod?.split(':')[0],
          payment_method: savedMethod?.split(':')[1],
          metadata: { pledge_id: unsaved },
        },
      }),
      signedDelivery({
        type: 'charge.refunded',
        object: { id: 'ch_x', object: 'charge', payment_intent: giftIntent?.id, amount_refunded: 1_000 },
      }),
      signedDelivery({ type: 'customer.created', object: { id: 'cus_x', object: 'customer' } }),
    ];
    const deliveries = shuffled(events.flatMap((event) => Array.from({ length: 5 }, () => event)));
    const outcomes = [];
    for (const delivery of deliveries) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(200);
      outcomes.push(response.json().Outcome);
    }
    expect(outcomes.filter((outcome) => outcome !== 'duplicate')).toHaveLength(events.length);
    expect(outcomes.filter((outcome) => outcome === 'ignored')).toHaveLength(1);

    const after = await findThonCollections(server.db, { eventId: thon.event.id });
    expect(after.collectedCents - before.collectedCents).toBe(1_200 - 1_000);
    expect((await findChargeOfPledge(server.db, { pledgeId: paid.pledgeId }))?.state).toBe('succeeded');
    expect((await findChargeOfPledge(server.db, { pledgeId: refused.pledgeId }))?.state).toBe('failed');
    expect((await findChargeOfPledgeOrPledge(unsaved)).savedPaymentMethod).toBe(savedMethod);
    const [giftPayment] = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.pledgeId, gift));
    expect(giftPayment).toMatchObject({ status: 'succeeded', refundedCents: 1_000 });
    const [refusedPledge] = await server.db
      .select()
      .from(schema.pledges)
      .where(eq(schema.pledges.id, refused.pledgeId));
    expect(await paymentRequestsTo(server.db, refusedPledge?.donorEmail ?? '')).toHaveLength(1);
  });

  async function findChargeOfPledgeOrPledge(pledgeId: string) {
    const [pledge] = await server.db.select().from(schema.pledges).where(eq(schema.pledges.id, pledgeId));
    if (!pledge) throw new Error('no pledge');
    return pledge;
  }

  it('writes nothing for a delivery whose signature does not verify', async () => {
    const thon = await createPledgeThon(server.db);
    const { pledgeId, intent } = await pendingCharge(thon, 'pm_card_visa', 900);
    const eventsBefore = await server.db.$count(schema.paymentEvents);
    const forged = signedDelivery(
      { type: 'payment_intent.succeeded', object: intent },
      'whsec_notthisendpoint',
    );
    const tampered = signedDelivery({ type: 'payment_intent.succeeded', object: intent });
    const altered = Buffer.from(
      tampered.body.toString('utf8').replace('"amount_received":900', '"amount_received":90000'),
    );
    for (const delivery of [
      forged,
      { body: altered, signature: tampered.signature },
      { body: tampered.body, signature: 'nonsense' },
    ]) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(400);
    }
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/api/Payments/Webhook',
      payload: tampered.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await server.db.$count(schema.paymentEvents)).toBe(eventsBefore);
    expect((await findChargeOfPledge(server.db, { pledgeId }))?.state).toBe('pending');
    expect(await server.db.$count(schema.payments, eq(schema.payments.pledgeId, pledgeId))).toBe(0);
  });

  it('ignores an event about a charge that is not one of ours', async () => {
    const stranger = {
      id: 'pi_stranger',
      object: 'payment_intent',
      amount_received: 500,
      metadata: { pledge_id: randomUUID(), charge_key: 'other' },
    };
    const response = await deliver(signedDelivery({ type: 'payment_intent.succeeded', object: stranger }));
    expect(response.json()).toEqual({ Received: true, Outcome: 'ignored' });
    expect(
      await server.db.$count(schema.payments, eq(schema.payments.providerReference, 'pi_stranger')),
    ).toBe(0);
  });
});
