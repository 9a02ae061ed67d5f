import { and, eq, ilike, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { RecordingPayments } from '../../integrations/payments/testing/recording-payments';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { type TestAppFixture, useTestApp } from '../../testing/test-app';
import { processChargeRequest } from '../charging/process-charge-request';
import { chargingContext } from '../charging/testing';
import { markThonCompleted } from '../thons/thon-settings.queries';
import { createPledgeThon, linkTokenSentTo, pledgeRequest } from './testing';

type Thon = Awaited<ReturnType<typeof createPledgeThon>>;

/** The Thon's organisation as the wizard records it: its payment account's legal name, and its tax status. */
async function organizationIs(
  server: TestAppFixture,
  thon: Thon,
  values: { legalName: string; taxExempt: boolean; ein: string | null },
) {
  await server.db
    .update(schema.organizations)
    .set(values)
    .where(eq(schema.organizations.id, thon.event.organizationId));
}

const mailTo = (server: TestAppFixture, address: string, keyPrefix: string) =>
  server.db
    .select()
    .from(schema.outboxMessages)
    .where(
      and(
        eq(schema.outboxMessages.toAddress, address),
        ilike(schema.outboxMessages.idempotencyKey, `${keyPrefix}%`),
      ),
    )
    .orderBy(schema.outboxMessages.createdAt);

async function submit(server: TestAppFixture, payload: ReturnType<typeof pledgeRequest>) {
  const response = await server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().PledgeId as string;
}

const ACKNOWLEDGED =
  'Birch PTA Inc. is a tax-exempt organization (EIN 12-3456789). No goods or services were provided in exchange for this contribution of';

describe('receipts that acknowledge a tax-deductible contribution', () => {
  const provider = new RecordingPayments();
  const server = useTestApp({ payments: provider });

  it('acknowledge a paid gift and a charge after the results under the legal name and EIN, and never a promise', async () => {
    const thon = await createPledgeThon(server.db);
    await organizationIs(server, thon, { legalName: 'Birch PTA Inc.', taxExempt: true, ein: '12-3456789' });
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 20 });
    const gift = pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_500 });
    const perLap = pledgeRequest(thon, { RateCents: 300 });
    const spanish = pledgeRequest(thon, {
      Kind: 'flat',
      RateCents: null,
      AmountCents: 1_000,
      Language: 'es',
    });
    for (const request of [gift, perLap, spanish]) await submit(server, request);

    const [giftReceipt] = await mailTo(server, gift.Donor.Email, 'pledge-receipt:');
    expect(giftReceipt?.body).toContain(`${ACKNOWLEDGED} $25.00.`);
    const [promise] = await mailTo(server, perLap.Donor.Email, 'pledge-receipt:');
    expect(promise?.body).toContain('Your card is charged once the results are in.');
    expect(promise?.body).not.toContain('tax-exempt');
    const [spanishReceipt] = await mailTo(server, spanish.Donor.Email, 'pledge-receipt:');
    expect(spanishReceipt?.body).toContain(
      'Birch PTA Inc. es una organización exenta de impuestos (EIN 12-3456789). No se entregaron bienes ni servicios a cambio de esta contribución de $10.00.',
    );

    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    const [request] = await server.db
      .select()
      .from(schema.chargeRequests)
      .where(eq(schema.chargeRequests.eventId, thon.event.id));
    await processChargeRequest(chargingContext(server, provider), { chargeRequestId: request?.id ?? '' });
    const [charged] = await mailTo(server, perLap.Donor.Email, 'pledge-charge-receipt:');
    expect(charged?.body).toContain('20 laps × $3.00 = $60.00');
    expect(charged?.body).toContain('Received by Birch PTA Inc.');
    expect(charged?.body).toContain(`${ACKNOWLEDGED} $60.00.`);
  });

  it('name the legal name but acknowledge nothing for an organisation that is not tax-exempt', async () => {
    const thon = await createPledgeThon(server.db);
    await organizationIs(server, thon, { legalName: 'Birch Boosters LLC', taxExempt: false, ein: null });
    const gift = pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_500 });
    await submit(server, gift);
    const [receipt] = await mailTo(server, gift.Donor.Email, 'pledge-receipt:');
    expect(receipt?.body).toContain('Your gift for');
    expect(receipt?.body).not.toContain('tax-exempt');
    expect(receipt?.body).not.toContain('No goods or services');
  });
});

describe('a receipt for every refund, once per amount given back', () => {
  const stripe = useStripeApi();
  const server = useTestApp(() => ({ payments: stripe.payments }));

  it('follows the donor lowering a paid gift, and a refund the provider reports itself', async () => {
    const thon = await createPledgeThon(server.db);
    await organizationIs(server, thon, { legalName: 'Birch PTA Inc.', taxExempt: true, ein: '12-3456789' });
    const gift = pledgeRequest(thon, {
      Kind: 'flat',
      RateCents: null,
      AmountCents: 4_000,
      PaymentMethod: 'pm_card_visa',
    });
    const pledgeId = await submit(server, gift);
    const token = await linkTokenSentTo(server.db, gift.Donor.Email);
    const lowered = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Change',
      payload: {
        Token: token,
        Kind: 'flat',
        RateCents: null,
        MaxCents: null,
        AmountCents: 3_000,
        CoversFees: false,
      },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);

    const [first] = await mailTo(server, gift.Donor.Email, 'payment-refund-receipt:');
    expect(first?.subject).toMatch(/^Your gift to .+: refunded$/);
    expect(first?.body).toContain('$10.00 has been refunded to your card for your gift to');
    expect(first?.body).toContain('Your contribution is now $30.00.');
    expect(first?.body).toContain(`${ACKNOWLEDGED} $30.00.`);

    // Stripe reports the same refund: the donor already has its receipt.
    const [payment] = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.pledgeId, pledgeId));
    const intent = payment?.providerReference;
    const refunded = (amount: number) =>
      signedDelivery({
        type: 'charge.refunded',
        object: { id: `ch_${amount}`, object: 'charge', payment_intent: intent, amount_refunded: amount },
      });
    expect((await deliverWebhook(server.app, refunded(1_000))).statusCode).toBe(200);
    expect(await mailTo(server, gift.Donor.Email, 'payment-refund-receipt:')).toHaveLength(1);

    // The organisation refunds the rest from Stripe's own dashboard: that refund has its receipt too.
    expect((await deliverWebhook(server.app, refunded(4_000))).statusCode).toBe(200);
    expect((await deliverWebhook(server.app, refunded(4_000))).statusCode).toBe(200);
    const receipts = await mailTo(server, gift.Donor.Email, 'payment-refund-receipt:');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.body).toContain('$40.00 has been refunded to your card');
    expect(receipts[1]?.body).toContain('Your contribution was refunded in full.');
    expect(receipts[1]?.body).not.toContain('No goods or services');
  });
});
