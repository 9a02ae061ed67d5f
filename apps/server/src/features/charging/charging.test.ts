import { messages } from '@pledgethon/core';
import { and, eq, ilike, schema } from '@pledgethon/db';
import { createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { RecordingPayments } from '../../integrations/payments/testing/recording-payments';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { createPledgeThon, pledgeRequest } from '../pledges/testing';
import { markThonCompleted } from '../thons/thon-settings.queries';
import { processChargeRequest } from './process-charge-request';
import { chargingContext, completedThon as completedThonOf } from './testing';

describe('charging a completed Thon', () => {
  const provider = new RecordingPayments();
  const server = useTestApp({ payments: provider });
  const context = () => chargingContext(server, provider);

  const completedThon = (count: number) => completedThonOf(server, count);

  const chargesOf = (eventId: string) =>
    server.db.select().from(schema.pledgeCharges).where(eq(schema.pledgeCharges.eventId, eventId));
  const paymentsOf = (eventId: string) =>
    server.db.select().from(schema.payments).where(eq(schema.payments.eventId, eventId));

  it('charges each pledge its rate times the units, leaves under $1 alone and records a refused card', async () => {
    const thon = await createPledgeThon(server.db);
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 40 });
    const submit = (overrides: Parameters<typeof pledgeRequest>[1]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Pledges/Submit',
        payload: pledgeRequest(thon, overrides),
      });
    const capped = (await submit({ RateCents: 300, MaxCents: 5_000 })).json().PledgeId;
    const full = (await submit({ RateCents: 250 })).json().PledgeId;
    const refused = (await submit({ RateCents: 100, PaymentMethod: 'test_pm_fails_later' })).json().PledgeId;
    const gift = (await submit({ Kind: 'flat', RateCents: null, AmountCents: 2_000 })).json().PledgeId;
    const small = await createParticipant(server.db, thon.event.id);
    await server.db.insert(schema.results).values({ participantId: small.id, units: 3 });
    const tiny = (
      await server.app.inject({
        method: 'POST',
        url: '/api/Pledges/Submit',
        payload: pledgeRequest({ ...thon, participant: small }, { RateCents: 30 }),
      })
    ).json().PledgeId;
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    const requests = await server.db
      .select()
      .from(schema.chargeRequests)
      .where(eq(schema.chargeRequests.eventId, thon.event.id));
    expect(requests).toHaveLength(1);
    const chargeRequestId = requests[0]?.id ?? '';

    const summary = await processChargeRequest(context(), { chargeRequestId });
    expect(summary).toEqual({ charged: 2, failed: 1, unresolved: 0 });
    expect(await processChargeRequest(context(), { chargeRequestId })).toEqual({
      charged: 0,
      failed: 0,
      unresolved: 0,
    });

    const charges = new Map((await chargesOf(thon.event.id)).map((charge) => [charge.pledgeId, charge]));
    expect(charges.get(capped)).toMatchObject({ state: 'succeeded', pledgeCents: 5_000 });
    expect(charges.get(full)).toMatchObject({ state: 'succeeded', pledgeCents: 250 * 35 });
    expect(charges.get(refused)).toMatchObject({
      state: 'failed',
      failure: messages.paymentDeclined,
      attempt: 1,
    });
    expect(charges.get(refused)?.nextRetryAt).not.toBeNull();
    expect(charges.get(gift)).toMatchObject({ state: 'succeeded', pledgeCents: 2_000 });
    expect(charges.get(tiny)).toMatchObject({ state: 'not_due', pledgeCents: 0 });
    const payments = await paymentsOf(thon.event.id);
    expect(payments.map((payment) => payment.amountCents).sort((a, b) => a - b)).toEqual([
      2_000, 5_000, 8_750,
    ]);

    const asked = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(
        and(
          eq(schema.outboxMessages.eventId, thon.event.id),
          ilike(schema.outboxMessages.subject, '%payment needed'),
        ),
      );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toContain('Amount: $35.00');
    expect(asked[0]?.body).toMatch(/pay with another card here: .*\/pledge\/[A-Za-z0-9_-]{43}/);

    const organiser = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: thon.event.id }],
    });
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/Pledges/List/${thon.event.eventCode}?Progress=failed`,
      headers: await sessionHeaders(server.db, { userId: organiser.id }),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      Total: 1,
      Warning: messages.pledgesMayHaveIssues,
      OutstandingCents: 3_500,
      Counts: { succeeded: 3, failed: 1, not_due: 1 },
    });
  });

  it('charges each pledge once when two processes consume the same request at the same time', async () => {
    const thon = await completedThon(12);
    await Promise.all([processChargeRequest(context(), thon), processChargeRequest(context(), thon)]);
    const perPledge = provider.succeededPerPledge();
    expect(thon.pledgeIds.map((id) => perPledge.get(id))).toEqual(thon.pledgeIds.map(() => 1));
    expect(await paymentsOf(thon.event.id)).toHaveLength(12);
  });
});
