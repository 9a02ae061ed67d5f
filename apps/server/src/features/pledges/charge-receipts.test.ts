import { and, eq, ilike, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { RecordingPayments } from '../../integrations/payments/testing/recording-payments';
import { useTestApp } from '../../testing/test-app';
import { processChargeRequest } from '../charging/process-charge-request';
import { chargingContext } from '../charging/testing';
import { markThonCompleted } from '../thons/thon-settings.queries';
import { createPledgeThon, linkTokenSentTo, pledgeRequest } from './testing';

describe('receipts for what was charged after the results', () => {
  const provider = new RecordingPayments();
  const server = useTestApp({ payments: provider });
  const context = () => chargingContext(server, provider);

  /** A Thon of 35 laps at most whose runner ran 40, with the pledges asked for, completed. */
  async function chargedThon(pledges: Parameters<typeof pledgeRequest>[1][]) {
    const thon = await createPledgeThon(server.db);
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 40 });
    const requests = pledges.map((overrides) => pledgeRequest(thon, overrides));
    for (const payload of requests) {
      const response = await server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload });
      expect(response.statusCode, response.body).toBe(200);
    }
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    const [request] = await server.db
      .select()
      .from(schema.chargeRequests)
      .where(eq(schema.chargeRequests.eventId, thon.event.id));
    return { thon, requests, chargeRequestId: request?.id ?? '' };
  }

  const chargeReceiptsTo = (address: string) =>
    server.db
      .select()
      .from(schema.outboxMessages)
      .where(
        and(
          eq(schema.outboxMessages.toAddress, address),
          ilike(schema.outboxMessages.idempotencyKey, 'pledge-charge-receipt:%'),
        ),
      );

  it('shows the arithmetic, the donor’s maximum when it applied, the split and the organisation, once', async () => {
    const { thon, requests, chargeRequestId } = await chargedThon([
      { RateCents: 300, MaxCents: 5_000 },
      { RateCents: 250 },
      { Kind: 'flat', RateCents: null, AmountCents: 2_000 },
      { RateCents: 100, Language: 'es' },
    ]);
    const [capped, full, gift, spanish] = requests.map((request) => request.Donor.Email);
    await processChargeRequest(context(), { chargeRequestId });
    await processChargeRequest(context(), { chargeRequestId });

    const [cappedReceipt] = await chargeReceiptsTo(capped ?? '');
    expect(cappedReceipt?.subject).toMatch(/^Your pledge to .+: charged$/);
    expect(cappedReceipt?.body).toContain(`${thon.participant.firstName}'s result: 40 laps.`);
    expect(cappedReceipt?.body).toContain('At most 35 laps are counted.');
    expect(cappedReceipt?.body).toContain('35 laps × $3.00 = $105.00');
    expect(cappedReceipt?.body).toContain('Your maximum was $50.00, so $50.00 was charged.');
    expect(cappedReceipt?.body).toContain('Amount: $50.00');
    expect(cappedReceipt?.body).toMatch(/Received by .+\./);
    expect(cappedReceipt?.body).toMatch(/Your pledge: .*\/pledge\/[A-Za-z0-9_-]{43}\?lang=en/);

    const fullReceipts = await chargeReceiptsTo(full ?? '');
    expect(fullReceipts).toHaveLength(1);
    expect(fullReceipts[0]?.body).toContain('35 laps × $2.50 = $87.50');
    expect(fullReceipts[0]?.body).toContain('$87.50 was charged.');
    // A gift has its receipt from the form; charging it again owes no second one.
    expect(await chargeReceiptsTo(gift ?? '')).toEqual([]);

    const [spanishReceipt] = await chargeReceiptsTo(spanish ?? '');
    expect(spanishReceipt?.subject).toMatch(/^Tu promesa de donación a .+: cobrada$/);
    expect(spanishReceipt?.body).toContain(`Resultado de ${thon.participant.firstName}: 40 (laps).`);
    expect(spanishReceipt?.body).toContain('35 (laps) × $1.00 = $35.00');
    expect(spanishReceipt?.body).toContain('Se cobraron $35.00.');
  });

  it("names the Thon's own plural at the form, not the singular with an s", async () => {
    const thon = await createPledgeThon(server.db);
    await server.db
      .update(schema.events)
      .set({ unitName: 'story', unitNamePlural: 'stories' })
      .where(eq(schema.events.id, thon.event.id));
    const request = pledgeRequest(thon, { RateCents: 100 });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Submit',
      payload: request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [receipt] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, request.Donor.Email));
    expect(receipt?.body).toContain('$1.00 per story');
    expect(receipt?.body).toContain('At most 35 stories are counted.');
  });

  it('is written when a refused charge is paid later through the donor’s link', async () => {
    const { requests, chargeRequestId } = await chargedThon([
      { RateCents: 200, PaymentMethod: 'test_pm_fails_later' },
    ]);
    const email = requests[0]?.Donor.Email ?? '';
    await processChargeRequest(context(), { chargeRequestId });
    expect(await chargeReceiptsTo(email)).toEqual([]);

    const token = await linkTokenSentTo(server.db, email);
    const paid = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Pay',
      payload: { Token: token, PaymentMethod: 'test_pm_succeeds' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipts = await chargeReceiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toContain('35 laps × $2.00 = $70.00');
  });
});
