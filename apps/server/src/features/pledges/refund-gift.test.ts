import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useStripeApi } from '../../integrations/payments/testing/stripe-webhooks';
import { type TestAppFixture, useTestApp } from '../../testing/test-app';
import { findThonCollections } from '../collections/collections.queries';
import { markThonCompleted } from '../thons/thon-settings.queries';
import { createPledgeThon, linkTokenSentTo, pledgeRequest } from './testing';

/** A $25 gift paid at once, and the token of the link in its receipt. */
async function paidGift(server: TestAppFixture, paymentMethod: string) {
  const thon = await createPledgeThon(server.db);
  const request = pledgeRequest(thon, {
    Kind: 'flat',
    RateCents: null,
    AmountCents: 2_500,
    PaymentMethod: paymentMethod,
  });
  const response = await server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload: request });
  expect(response.statusCode).toBe(200);
  return {
    thon,
    pledgeId: response.json().PledgeId as string,
    token: await linkTokenSentTo(server.db, request.Donor.Email),
  };
}

const change = (server: TestAppFixture, token: string, amountCents: number, coversFees = false) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Pledges/Change',
    payload: {
      Token: token,
      Kind: 'flat',
      RateCents: null,
      MaxCents: null,
      AmountCents: amountCents,
      CoversFees: coversFees,
    },
  });
const cancel = (server: TestAppFixture, token: string) =>
  server.app.inject({ method: 'POST', url: '/api/Pledges/Cancel', payload: { Token: token } });

async function pledgeAndPayment(server: TestAppFixture, pledgeId: string) {
  const [pledge] = await server.db.select().from(schema.pledges).where(eq(schema.pledges.id, pledgeId));
  const [payment] = await server.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.pledgeId, pledgeId));
  return { pledge, payment };
}

describe('a gift paid at once, lowered or cancelled from its link through a refund (test provider)', () => {
  const server = useTestApp();

  it('lowers the gift by refunding the difference, then cancels it by refunding the rest', async () => {
    const { thon, pledgeId, token } = await paidGift(server, 'test_pm_succeeds');
    const manage = await server.app.inject({ method: 'GET', url: `/api/Pledges/Manage/${token}` });
    expect(manage.json()).toMatchObject({
      CanChange: true,
      ChargeState: 'succeeded',
      PaidCents: 2_500,
      RefundedCents: 0,
    });

    expect((await change(server, token, 3_000)).json().Message).toBe(messages.paidGiftOnlyLowered);
    const lowered = await change(server, token, 1_000);
    expect(lowered.json()).toEqual({ Success: true, Message: messages.pledgeUpdated });
    expect(await pledgeAndPayment(server, pledgeId)).toMatchObject({
      pledge: { amountCents: 1_000, status: 'updated' },
      payment: { amountCents: 2_500, refundedCents: 1_500, status: 'succeeded' },
    });
    const afterRefund = await server.app.inject({ method: 'GET', url: `/api/Pledges/Manage/${token}` });
    expect(afterRefund.json()).toMatchObject({ AmountCents: 1_000, PaidCents: 2_500, RefundedCents: 1_500 });
    expect(await findThonCollections(server.db, { eventId: thon.event.id })).toEqual({
      pledgedCents: 1_000,
      collectedCents: 1_000,
    });

    expect((await cancel(server, token)).json()).toEqual({
      Success: true,
      Message: messages.pledgeCancelled,
    });
    expect(await pledgeAndPayment(server, pledgeId)).toMatchObject({
      pledge: { status: 'cancelled' },
      payment: { refundedCents: 2_500, status: 'refunded' },
    });
    expect(await findThonCollections(server.db, { eventId: thon.event.id })).toEqual({
      pledgedCents: 0,
      collectedCents: 0,
    });
    expect((await cancel(server, token)).statusCode).toBe(422);
    const refunds = await server.db
      .select()
      .from(schema.pledgeRefunds)
      .where(eq(schema.pledgeRefunds.pledgeId, pledgeId));
    expect(refunds.map((refund) => [refund.amountCents, refund.state]).sort()).toEqual([
      [1_000, 'refunded'],
      [1_500, 'refunded'],
    ]);
  });

  it('refuses once the Thon is completed', async () => {
    const { thon, token } = await paidGift(server, 'test_pm_succeeds');
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    const answer = await cancel(server, token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().Message).toBe(messages.pledgeClosed);
  });
});

describe('refunding a gift through Stripe, in recorded steps', () => {
  const stripe = useStripeApi();
  const server = useTestApp(() => ({ payments: stripe.payments }));

  it('resumes a refund cut short by an outage under the same key, refunding once', async () => {
    const { pledgeId, token } = await paidGift(server, 'pm_card_visa');
    // The Stripe double serves every test of this file, in any order: look only at what this one asks.
    const callsBefore = stripe.api.calls.length;
    const refundsBefore = new Set(stripe.api.refunds.keys());
    stripe.api.down = true;
    try {
      expect((await cancel(server, token)).statusCode).toBe(500);
    } finally {
      stripe.api.down = false;
    }
    const [open] = await server.db
      .select()
      .from(schema.pledgeRefunds)
      .where(eq(schema.pledgeRefunds.pledgeId, pledgeId));
    expect(open).toMatchObject({ state: 'requested', amountCents: 2_500 });
    expect((await pledgeAndPayment(server, pledgeId)).pledge?.status).toBe('submitted');

    expect((await cancel(server, token)).json()).toEqual({
      Success: true,
      Message: messages.pledgeCancelled,
    });
    const refundCalls = stripe.api.calls.slice(callsBefore).filter((call) => call.path === '/v1/refunds');
    expect(new Set(refundCalls.map((call) => call.idempotencyKey))).toEqual(new Set([open?.idempotencyKey]));
    const newRefunds = [...stripe.api.refunds].filter(([id]) => !refundsBefore.has(id));
    expect(newRefunds.map(([, refund]) => refund)).toMatchObject([{ amount: 2_500 }]);
    expect(await pledgeAndPayment(server, pledgeId)).toMatchObject({
      pledge: { status: 'cancelled' },
      payment: { status: 'refunded', refundedCents: 2_500 },
    });
  });

  it('keeps the gift as it was when Stripe refuses the refund', async () => {
    const { pledgeId, token } = await paidGift(server, 'pm_card_visa');
    const { payment } = await pledgeAndPayment(server, pledgeId);
    // Refunded in Stripe's own dashboard, and its webhook not here yet: Stripe refuses a second refund.
    const sdk = new Stripe('sk_test_pledgethontestkey', stripe.api.address);
    await sdk.refunds.create({ payment_intent: payment?.providerReference ?? '' });
    const answer = await cancel(server, token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().Message).toBe(messages.refundRefused);
    const [refund] = await server.db
      .select()
      .from(schema.pledgeRefunds)
      .where(eq(schema.pledgeRefunds.pledgeId, pledgeId));
    expect(refund).toMatchObject({ state: 'failed', failure: messages.refundRefused });
    expect(await pledgeAndPayment(server, pledgeId)).toMatchObject({
      pledge: { status: 'submitted', amountCents: 2_500 },
      payment: { status: 'succeeded', refundedCents: 0 },
    });
  });
});
