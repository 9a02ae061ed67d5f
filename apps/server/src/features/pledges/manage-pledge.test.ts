import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testPayments } from '../../integrations/payments/test-payments';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { processChargeRequest } from '../charging/process-charge-request';
import { retryDueCharges } from '../charging/retry-charges';
import { markThonCompleted } from '../thons/thon-settings.queries';
import { owedToAbsentDonors } from './owed-to-donors';
import { createPledgeThon, linkTokenSentTo, pledgeRequest } from './testing';

describe("a donor's link", () => {
  // Each test's donor declines cards from the test's one address: the captcha has its own tests.
  const server = useTestApp({ env: NO_RATE_LIMITS });
  const log = pino({ level: 'silent' });
  const nothing = async () => {};
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });

  async function pledged(overrides: Parameters<typeof pledgeRequest>[1] = {}) {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, overrides);
    const response = await call('POST', '/api/Pledges/Submit', request);
    expect(response.statusCode, response.body).toBe(200);
    return { thon, request, token: await linkTokenSentTo(server.db, request.Donor.Email) };
  }

  async function complete(eventId: string) {
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId, userId: null }));
    const [request] = await server.db
      .select()
      .from(schema.chargeRequests)
      .where(eq(schema.chargeRequests.eventId, eventId));
    const owed = owedToAbsentDonors({ db: server.db, config: server.config, log });
    await processChargeRequest(
      { db: server.db, payments: testPayments, log, config: server.config, owed },
      { chargeRequestId: request?.id ?? '' },
    );
  }

  it('changes and cancels the pledge until the Thon is completed', async () => {
    const { thon, token } = await pledged();
    const shown = await call('GET', `/api/Pledges/Manage/${token}`);
    expect(shown.json()).toMatchObject({
      Status: 'submitted',
      CanChange: true,
      RateCents: 500,
      ParticipantName: expect.any(String),
    });
    const terms = { Kind: 'per_unit', RateCents: 300, MaxCents: 5_000, AmountCents: null, CoversFees: true };
    const changed = await call('POST', '/api/Pledges/Change', { Token: token, ...terms });
    expect(changed.json()).toEqual({ Success: true, Message: messages.pledgeUpdated });
    expect((await call('GET', `/api/Pledges/Manage/${token}`)).json()).toMatchObject({
      Status: 'updated',
      RateCents: 300,
    });
    const tooLow = await call('POST', '/api/Pledges/Change', { Token: token, ...terms, RateCents: 10 });
    expect(tooLow.json().Message).toBe(messages.minimumPerUnitPledge);

    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: thon.event.id, userId: null }));
    const late = await call('POST', '/api/Pledges/Cancel', { Token: token });
    expect(late.statusCode).toBe(422);
    expect(late.json().Message).toBe(messages.pledgeClosed);
    const bad = await call('GET', `/api/Pledges/Manage/${'x'.repeat(43)}`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().Message).toBe(messages.pledgeLinkInvalid);
  });

  it('cancels a pledge, which then counts nothing and is never charged', async () => {
    const { thon, token } = await pledged();
    expect((await call('POST', '/api/Pledges/Cancel', { Token: token })).json().Message).toBe(
      messages.pledgeCancelled,
    );
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 20 });
    await complete(thon.event.id);
    expect(
      await server.db
        .select()
        .from(schema.pledgeCharges)
        .where(eq(schema.pledgeCharges.eventId, thon.event.id)),
    ).toEqual([]);
  });

  it('retries a refused card on schedule, then takes another card through the e-mailed link', async () => {
    const { thon, request } = await pledged({ PaymentMethod: 'test_pm_fails_later' });
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 20 });
    await complete(thon.event.id);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(
      await retryDueCharges(
        {
          db: server.db,
          payments: testPayments,
          log,
          config: server.config,
          owed: { onPayment: nothing, onRefusal: nothing },
        },
        later,
      ),
    ).toHaveLength(1);
    const [charge] = await server.db
      .select()
      .from(schema.pledgeCharges)
      .where(eq(schema.pledgeCharges.eventId, thon.event.id));
    expect(charge).toMatchObject({ state: 'failed', attempt: 2 });

    const token = await linkTokenSentTo(server.db, request.Donor.Email);
    expect((await call('GET', `/api/Pledges/Manage/${token}`)).json()).toMatchObject({
      ChargeState: 'failed',
      AmountDueCents: 10_000,
      CanChange: false,
    });
    const declined = await call('POST', '/api/Pledges/Pay', {
      Token: token,
      PaymentMethod: 'test_pm_declined',
    });
    expect(declined.json().Message).toBe(messages.paymentDeclined);
    const paid = await call('POST', '/api/Pledges/Pay', { Token: token, PaymentMethod: 'test_pm_succeeds' });
    expect(paid.json()).toEqual({ Success: true, Message: messages.paymentReceived });
    const again = await call('POST', '/api/Pledges/Pay', { Token: token, PaymentMethod: 'test_pm_succeeds' });
    expect(again.json().Message).toBe(messages.paymentReceived);
    const payments = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.eventId, thon.event.id));
    expect(payments.map((payment) => [payment.amountCents, payment.status])).toEqual([[10_000, 'succeeded']]);
  });

  it('lets the organiser resend the payment request or write the pledge off', async () => {
    const { thon, request } = await pledged({ PaymentMethod: 'test_pm_fails_later' });
    await server.db.insert(schema.results).values({ participantId: thon.participant.id, units: 5 });
    await complete(thon.event.id);
    const organiser = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: thon.event.id }],
    });
    const headers = await sessionHeaders(server.db, { userId: organiser.id });
    const [pledge] = await server.db
      .select()
      .from(schema.pledges)
      .where(eq(schema.pledges.eventId, thon.event.id));
    const ids = { EventId: thon.event.id, PledgeId: pledge?.id };
    const resent = await call('POST', '/api/Pledges/ResendPaymentRequest', ids, headers);
    expect(resent.json()).toEqual({ Success: true, Message: messages.recoveryEmailSent });
    const mails = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, request.Donor.Email));
    expect(mails.filter((mail) => mail.subject?.endsWith('payment needed'))).toHaveLength(2);
    const writtenOff = await call('POST', '/api/Pledges/WriteOff', ids, headers);
    expect(writtenOff.json()).toEqual({ Success: true, Message: messages.pledgeWrittenOff });
    const list = await call('GET', `/api/Pledges/List/${thon.event.eventCode}`, undefined, headers);
    expect(list.json()).toMatchObject({ Warning: null, OutstandingCents: 0, Counts: { written_off: 1 } });
    expect((await call('POST', '/api/Pledges/WriteOff', ids, headers)).statusCode).toBe(422);
  });
});
