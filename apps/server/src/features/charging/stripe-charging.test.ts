import { and, eq, ilike, schema } from '@pledgethon/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useStripeApi } from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import { chargeKey } from '../payment-states/charge-keys';
import { owedToAbsentDonors } from '../pledges/owed-to-donors';
import { createPledgeThon, linkTokenSentTo, pledgeRequest } from '../pledges/testing';
import { markThonCompleted } from '../thons/thon-settings.queries';
import { findChargeOfPledge } from './charges.queries';
import { processChargeRequest } from './process-charge-request';

describe('charging per-unit pledges through Stripe after the results', () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp(() => ({ payments: stripe.payments }));
  const log = pino({ level: 'silent' });

  it('charges saved cards off-session under each pledge key, and a refused one goes to recovery', async () => {
    const thon = await createPledgeThon(server.db);
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 10 });
    const submit = async (paymentMethod: string) => {
      const request = pledgeRequest(thon, { RateCents: 150, PaymentMethod: paymentMethod });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/Pledges/Submit',
        payload: request,
      });
      expect(response.statusCode).toBe(200);
      return { pledgeId: response.json().PledgeId as string, email: request.Donor.Email };
    };
    const good = await submit('pm_card_visa');
    const bad = await submit('pm_card_chargeCustomerFail');
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    const [request] = await server.db
      .select()
      .from(schema.chargeRequests)
      .where(eq(schema.chargeRequests.eventId, thon.event.id));
    const context = {
      db: server.db,
      payments: stripe.payments,
      log,
      config: server.config,
      owed: owedToAbsentDonors({ db: server.db, config: server.config, log }),
    };
    const chargeRequestId = request?.id ?? '';
    expect(await processChargeRequest(context, { chargeRequestId })).toEqual({
      charged: 1,
      failed: 1,
      unresolved: 0,
    });

    const intentCalls = api.calls.filter((call) => call.path === '/v1/payment_intents');
    expect(intentCalls.map((call) => call.idempotencyKey).sort()).toEqual(
      [chargeKey(good.pledgeId, 1), chargeKey(bad.pledgeId, 1)].sort(),
    );
    const offSession = [...api.paymentIntents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>).pledge_id === good.pledgeId,
    );
    expect(offSession).toMatchObject([{ amount: 1_500, status: 'succeeded' }]);
    expect((await findChargeOfPledge(server.db, { pledgeId: good.pledgeId }))?.state).toBe('succeeded');
    const refused = await findChargeOfPledge(server.db, { pledgeId: bad.pledgeId });
    expect(refused?.state).toBe('failed');
    const [retry] = await server.db
      .select({ nextRetryAt: schema.pledgeCharges.nextRetryAt })
      .from(schema.pledgeCharges)
      .where(eq(schema.pledgeCharges.pledgeId, bad.pledgeId));
    expect(retry?.nextRetryAt).not.toBeNull();
    const asked = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(
        and(
          eq(schema.outboxMessages.toAddress, bad.email),
          ilike(schema.outboxMessages.subject, '%payment needed%'),
        ),
      );
    expect(asked).toHaveLength(1);

    // The donor pays through the link with another card: the next attempt, under its own key.
    const token = await linkTokenSentTo(server.db, bad.email);
    const paid = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Pay',
      payload: { Token: token, PaymentMethod: 'pm_card_visa' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await findChargeOfPledge(server.db, { pledgeId: bad.pledgeId }))?.state).toBe('succeeded');
    expect(api.calls.at(-1)?.idempotencyKey).toBe(chargeKey(bad.pledgeId, 2));
    expect(api.succeededPerPledge().get(bad.pledgeId)).toBe(1);
  });
});
