import { randomUUID } from 'node:crypto';
import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { useTestApp } from '../../testing/test-app';
import { findChargeOfPledge } from '../charging/charges.queries';
import { createPledgeThon, paymentRequestsTo, pledgeRequest } from './testing';

const BANK_CHECK = 'pm_card_authenticationRequired';
const gift = { Kind: 'flat', RateCents: null, AmountCents: 4_000, PaymentMethod: BANK_CHECK } as const;

describe("Stripe's bank check at the form, through the real SDK against a server that answers like Stripe", () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  // Each test's donor declines cards from the test's one address: the captcha has its own tests.
  const server = useTestApp(() => ({ payments: stripe.payments, env: NO_RATE_LIMITS }));

  const submit = (payload: SubmitPledgeRequest) =>
    server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload });
  const confirm = (request: SubmitPledgeRequest, reference: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Pledges/ConfirmCard',
      payload: { IdempotencyKey: request.IdempotencyKey, Reference: reference, TestBankAnswer: null },
    });
  const deliver = (type: string, object: unknown) =>
    deliverWebhook(server.app, signedDelivery({ type, object }));
  const paymentsOf = (pledgeId: string) =>
    server.db.select().from(schema.payments).where(eq(schema.payments.pledgeId, pledgeId));
  const pledgeOf = async (pledgeId: string) =>
    (await server.db.select().from(schema.pledges).where(eq(schema.pledges.id, pledgeId)))[0];

  /** A gift whose PaymentIntent answered requires_action: the pledge waits, its payment pending. */
  async function giftAwaitingCheck() {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, gift);
    const response = await submit(request);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const intent = api.paymentIntents.get(answer.CardCheck.Reference);
    expect(intent).toMatchObject({ status: 'requires_action', metadata: { pledge_id: answer.PledgeId } });
    expect(answer.CardCheck.ClientSecret).toBe(intent?.client_secret);
    expect(answer.ChargedCents).toBeNull();
    expect(await paymentsOf(answer.PledgeId)).toMatchObject([{ status: 'pending' }]);
    return { request, pledgeId: answer.PledgeId as string, reference: answer.CardCheck.Reference as string };
  }

  it('pays a gift once its check passes, exactly once with the webhook before and after', async () => {
    const { request, pledgeId, reference } = await giftAwaitingCheck();
    const succeeded = api.bankCheck(reference, true);
    expect((await deliver('payment_intent.succeeded', succeeded)).json().Outcome).toBe('applied');
    const confirmed = await confirm(request, reference);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ Message: messages.pledgeSubmitted, ChargedCents: 4_000 });
    expect((await deliver('payment_intent.succeeded', succeeded)).json().Outcome).toBe('applied');
    expect((await confirm(request, reference)).json().ChargedCents).toBe(4_000);

    expect(await paymentsOf(pledgeId)).toMatchObject([
      { status: 'succeeded', amountCents: 4_000, providerReference: reference },
    ]);
    expect((await findChargeOfPledge(server.db, { pledgeId }))?.state).toBe('succeeded');
    expect(api.succeededPerPledge().get(pledgeId)).toBe(1);
  });

  it('pays a gift when the form confirms before any webhook arrives', async () => {
    const { request, pledgeId, reference } = await giftAwaitingCheck();
    const succeeded = api.bankCheck(reference, true);
    expect((await confirm(request, reference)).json().ChargedCents).toBe(4_000);
    await deliver('payment_intent.succeeded', succeeded);
    expect(await paymentsOf(pledgeId)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('withdraws a gift whose check failed without chasing it, and the donor retries with another card', async () => {
    const { request, pledgeId, reference } = await giftAwaitingCheck();
    const failed = api.bankCheck(reference, false);
    // Stripe's failure webhook may arrive before the form asks: the donor is not e-mailed for it.
    expect((await deliver('payment_intent.payment_failed', failed)).json().Outcome).toBe('applied');
    const answered = await confirm(request, reference);
    expect(answered.statusCode).toBe(422);
    expect(answered.json().Message).toBe(messages.cardCheckFailed);
    expect((await pledgeOf(pledgeId))?.status).toBe('cancelled');
    expect(await paymentRequestsTo(server.db, request.Donor.Email)).toEqual([]);

    const retry = { ...request, PaymentMethod: 'pm_card_visa', IdempotencyKey: randomUUID() };
    const paid = await submit(retry);
    expect(paid.json()).toMatchObject({ ChargedCents: 4_000, CardCheck: null });
    expect(api.succeededPerPledge().get(paid.json().PledgeId)).toBe(1);
  });

  it("saves a per-unit pledge's card after its SetupIntent's check, and refuses a check still to run", async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { PaymentMethod: BANK_CHECK });
    const { PledgeId, CardCheck } = (await submit(request)).json();
    expect(api.setupIntents.get(CardCheck.Reference)).toMatchObject({ status: 'requires_action' });
    // Not run yet: the same check is asked for again.
    expect((await confirm(request, CardCheck.Reference)).json().CardCheck).toEqual(CardCheck);
    api.bankCheck(CardCheck.Reference, true);
    const saved = await confirm(request, CardCheck.Reference);
    expect(saved.json()).toMatchObject({ Message: messages.pledgeSubmitted, CardCheck: null });
    expect((await pledgeOf(PledgeId))?.savedPaymentMethod).toMatch(
      /^cus_\w+:pm_card_authenticationRequired$/,
    );
    // Another pledge's SetupIntent does not answer for this one.
    const other = pledgeRequest(thon, { PaymentMethod: BANK_CHECK });
    const otherPledge = (await submit(other)).json();
    const forged = await confirm(other, CardCheck.Reference);
    expect(forged.statusCode).toBe(422);
    expect((await pledgeOf(otherPledge.PledgeId))?.savedPaymentMethod).toBeNull();
  });
});
