import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema, sql } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import type { FakeObject } from '../../integrations/payments/testing/stripe-api-server';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { useTestApp } from '../../testing/test-app';
import { findChargeOfPledge, insertCharge } from '../charging/charges.queries';
import { findThonCollections } from '../collections/collections.queries';
import { chargeKey } from '../payment-states/charge-keys';
import { createPledgeThon, linkTokenSentTo, paymentRequestsTo, pledgeRequest } from '../pledges/testing';

const BANK_CHECK = 'pm_card_authenticationRequired';
const HUNDRED_DOLLARS = 10_000;
const giftOf = (PaymentMethod: string) =>
  ({ Kind: 'flat', RateCents: null, AmountCents: HUNDRED_DOLLARS, PaymentMethod }) as const;

describe('a late or repeated failure event never undoes a payment (Stripe, through the real SDK)', () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp(() => ({ payments: stripe.payments, env: NO_RATE_LIMITS }));

  const submit = async (request: SubmitPledgeRequest) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Submit',
      payload: request,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const confirm = (request: SubmitPledgeRequest, reference: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Pledges/ConfirmCard',
      payload: { IdempotencyKey: request.IdempotencyKey, Reference: reference, TestBankAnswer: null },
    });
  const deliver = (delivery: { body: Buffer; signature: string }) => deliverWebhook(server.app, delivery);
  /** An event as Stripe sent it: the intent as it stood then, whatever it became since. */
  const eventOf = (type: string, intent: FakeObject) =>
    signedDelivery({ type, object: structuredClone(intent) });
  const failedEvent = (intent: FakeObject) => eventOf('payment_intent.payment_failed', intent);
  const succeededEvent = (intent: FakeObject) => eventOf('payment_intent.succeeded', intent);

  const pledgeOf = async (pledgeId: string) =>
    (await server.db.select().from(schema.pledges).where(eq(schema.pledges.id, pledgeId)))[0];

  /** What the donor, the Thon's totals and the provider show for a gift. */
  async function giftAsSeen(thon: Awaited<ReturnType<typeof createPledgeThon>>, pledgeId: string) {
    const pledge = await pledgeOf(pledgeId);
    const token = await linkTokenSentTo(server.db, pledge?.donorEmail ?? '');
    const managed = await server.app.inject({ method: 'GET', url: `/api/Pledges/Manage/${token}` });
    return {
      status: pledge?.status,
      charge: (await findChargeOfPledge(server.db, { pledgeId }))?.state,
      totals: await findThonCollections(server.db, { eventId: thon.event.id }),
      managed: managed.json(),
      charges: api.succeededPerPledge().get(pledgeId),
      requests: await paymentRequestsTo(server.db, pledge?.donorEmail ?? ''),
    };
  }

  const paidAndStanding = {
    status: 'submitted',
    charge: 'succeeded',
    totals: { pledgedCents: HUNDRED_DOLLARS, collectedCents: HUNDRED_DOLLARS },
    managed: { CanChange: true, PaidCents: HUNDRED_DOLLARS, ChargeState: 'succeeded' },
    charges: 1,
    requests: [],
  };

  /** A $100 gift whose bank asked for its check at the form: the intent waits for the donor. */
  async function giftAwaitingCheck() {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, giftOf(BANK_CHECK));
    const answer = await submit(request);
    return {
      thon,
      request,
      pledgeId: answer.PledgeId as string,
      reference: answer.CardCheck.Reference as string,
    };
  }

  it('leaves a paid $100 gift standing, counted and changeable when a failure event for it arrives late', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, giftOf('pm_card_visa'));
    const { PledgeId: pledgeId, ChargedCents } = await submit(request);
    expect(ChargedCents).toBe(HUNDRED_DOLLARS);
    const intent = [...api.paymentIntents.values()].at(-1) as FakeObject;
    // A refusal Stripe sent on the way, delivered after the payment: three deliveries, two event ids.
    const refusal = failedEvent({ ...intent, status: 'requires_payment_method', amount_received: 0 });
    for (const delivery of [refusal, refusal, failedEvent({ ...intent, status: 'requires_payment_method' })])
      expect((await deliver(delivery)).statusCode).toBe(200);

    expect(await giftAsSeen(thon, pledgeId)).toMatchObject(paidAndStanding);
  });

  it.each([
    ['the failure first', ['failed', 'failed', 'paid', 'paid'] as const],
    ['the success first', ['paid', 'paid', 'failed', 'failed'] as const],
  ])('pays a gift whose check failed, then passed on the same intent, with %s', async (_first, order) => {
    const { thon, request, pledgeId, reference } = await giftAwaitingCheck();
    const failed = failedEvent(api.bankCheck(reference, false));
    api.confirmAgain(reference);
    const events = { failed, paid: succeededEvent(api.bankCheck(reference, true)) };
    for (const name of order) expect((await deliver(events[name])).statusCode).toBe(200);
    const confirmed = await confirm(request, reference);
    expect(confirmed.json()).toMatchObject({
      Message: messages.pledgeSubmitted,
      ChargedCents: HUNDRED_DOLLARS,
    });

    expect(await giftAsSeen(thon, pledgeId)).toMatchObject(paidAndStanding);
  });

  it('withdraws a gift on a failure that is true when it arrives, and brings it back once the same intent pays', async () => {
    const { thon, request, pledgeId, reference } = await giftAwaitingCheck();
    const failed = failedEvent(api.bankCheck(reference, false));
    expect((await deliver(failed)).json().Outcome).toBe('applied');
    expect((await pledgeOf(pledgeId))?.status).toBe('cancelled');
    expect(await paymentRequestsTo(server.db, request.Donor.Email)).toEqual([]);

    api.confirmAgain(reference);
    expect((await deliver(succeededEvent(api.bankCheck(reference, true)))).json().Outcome).toBe('applied');
    expect((await deliver(failed)).json().Outcome).toBe('duplicate');
    expect((await deliver(failedEvent(api.paymentIntents.get(reference) as FakeObject))).statusCode).toBe(
      200,
    );
    expect((await pledgeOf(pledgeId))?.status).toBe('submitted');

    expect(await giftAsSeen(thon, pledgeId)).toMatchObject(paidAndStanding);
  });

  it('applies nothing while Stripe cannot be asked where the charge stands, and all of it once it can', async () => {
    const { thon, request, pledgeId, reference } = await giftAwaitingCheck();
    const paid = succeededEvent(api.bankCheck(reference, true));
    api.down = true;
    try {
      expect((await deliver(paid)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      api.down = false;
    }
    expect(await server.db.$count(schema.paymentEvents, eq(schema.paymentEvents.eventId, paid.id))).toBe(0);
    expect((await deliver(paid)).json().Outcome).toBe('applied');
    expect((await confirm(request, reference)).json().ChargedCents).toBe(HUNDRED_DOLLARS);

    expect(await giftAsSeen(thon, pledgeId)).toMatchObject(paidAndStanding);
  });

  it('writes the payment request a refusal owes even when the first delivery dies writing it', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { PaymentMethod: 'pm_card_chargeCustomerFail' });
    const { PledgeId: pledgeId } = await submit(request);
    await insertCharge(server.db, {
      pledgeId,
      eventId: thon.event.id,
      pledgeCents: 2_000,
      paymentMethod: null,
    });
    const charge = await findChargeOfPledge(server.db, { pledgeId });
    await stripe.payments.charge({
      idempotencyKey: chargeKey(pledgeId, 1),
      amountCents: 2_000,
      paymentMethod: charge?.savedPaymentMethod ?? '',
      offSession: true,
      description: 'Pledge',
      pledgeId,
    });
    const refusal = failedEvent([...api.paymentIntents.values()].at(-1) as FakeObject);

    // The outbox refuses this donor's mail once, as a process dying between two writes would lose it.
    const address = request.Donor.Email;
    await server.db.execute(
      sql.raw(
        `alter table outbox_messages add constraint mail_lost check (to_address <> '${address}') not valid`,
      ),
    );
    try {
      expect((await deliver(refusal)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await server.db.execute(sql.raw('alter table outbox_messages drop constraint mail_lost'));
    }
    // Stripe delivers again what was not acknowledged, and a second refusal of the same intent follows.
    for (const delivery of [
      refusal,
      refusal,
      failedEvent([...api.paymentIntents.values()].at(-1) as FakeObject),
    ])
      expect((await deliver(delivery)).statusCode).toBe(200);

    expect((await findChargeOfPledge(server.db, { pledgeId }))?.state).toBe('failed');
    expect(await paymentRequestsTo(server.db, address)).toHaveLength(1);
    expect(api.succeededPerPledge().get(pledgeId)).toBeUndefined();
    expect((await findThonCollections(server.db, { eventId: thon.event.id })).collectedCents).toBe(0);
  });
});
