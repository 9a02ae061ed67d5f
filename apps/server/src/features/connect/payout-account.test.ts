import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createOrganization, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { createPerson, sessionHeaders } from '../../testing/people';
import type { TestAppFixture } from '../../testing/test-app';
import { useTestApp } from '../../testing/test-app';
import { pledgeRequest } from '../pledges/testing';
import { thonRequest } from '../thons/testing';

const { connectedAccounts, events } = schema;

/** An organiser who creates a Thon through the wizard's call, as the web does. */
async function organisersThon(server: TestAppFixture) {
  const organizer = await createPerson(server.db, {
    roles: [{ role: 'organizer', organizationId: (await createOrganization(server.db)).id }],
  });
  const headers = await sessionHeaders(server.db, { userId: organizer.id });
  const request = thonRequest();
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/Thons/Create',
    headers,
    payload: request,
  });
  expect(created.statusCode).toBe(200);
  const { EventId, EventCode } = created.json() as { EventId: string; EventCode: string };
  const participant = await createParticipant(server.db, EventId);
  const [event] = await server.db.select().from(events).where(eq(events.id, EventId));
  return {
    headers,
    eventId: EventId,
    eventCode: EventCode,
    participant,
    accountId: event?.paymentAccountId ?? '',
  };
}

type Thon = Awaited<ReturnType<typeof organisersThon>>;

const payoutAccount = (server: TestAppFixture, thon: Thon) =>
  server.app.inject({
    method: 'GET',
    url: `/api/Thons/PayoutAccount/${thon.eventCode}`,
    headers: thon.headers,
  });
const post = (server: TestAppFixture, thon: Thon, action: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/Thons/${action}`,
    headers: thon.headers,
    payload: { EventId: thon.eventId },
  });
const pledgeForm = async (server: TestAppFixture, thon: Thon) =>
  (await server.app.inject({ method: 'GET', url: `/api/Pledges/Form/${thon.eventCode}` })).json();
const submitPledge = (server: TestAppFixture, thon: Thon) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Pledges/Submit',
    payload: pledgeRequest({ event: { eventCode: thon.eventCode }, participant: thon.participant }),
  });

describe('connecting payouts through the built-in test provider', () => {
  const server = useTestApp();

  it('takes no card pledge until the test onboarding is finished, and says so', async () => {
    const thon = await organisersThon(server);
    expect((await payoutAccount(server, thon)).json()).toMatchObject({
      HasAccount: true,
      Test: true,
      ChargesEnabled: false,
      TakesCards: false,
    });
    expect(await pledgeForm(server, thon)).toMatchObject({ TakesCards: false });
    const refused = await submitPledge(server, thon);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe(messages.thonNotTakingCards);

    const link = await post(server, thon, 'ConnectPayouts');
    expect(link.json().Url).toBe(`${server.config.publicUrl}/thon/${thon.eventCode}/test-onboarding`);
    const finished = await post(server, thon, 'FinishTestOnboarding');
    expect(finished.json()).toMatchObject({ ChargesEnabled: true, PayoutsEnabled: true, TakesCards: true });
    expect(await pledgeForm(server, thon)).toMatchObject({ TakesCards: true });
    expect((await submitPledge(server, thon)).statusCode).toBe(200);
  });

  it("lets no other Thon's organiser see or connect its payouts", async () => {
    const thon = await organisersThon(server);
    const other = await organisersThon(server);
    const asOther = { ...thon, headers: other.headers };
    expect((await payoutAccount(server, asOther)).statusCode).toBe(403);
    expect((await post(server, asOther, 'FinishTestOnboarding')).statusCode).toBe(403);
    expect((await payoutAccount(server, thon)).json()).toMatchObject({ ChargesEnabled: false });
  });
});

describe('connecting payouts through Stripe Connect', () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp(() => ({ payments: stripe.payments, paymentAccounts: stripe.accounts }));

  const accountUpdated = (accountId: string, created: Date, id?: string) =>
    signedDelivery({
      type: 'account.updated',
      object: api.connect.accounts.get(accountId),
      created,
      ...(id ? { id } : {}),
    });
  const stored = async (accountId: string) =>
    (await server.db.select().from(connectedAccounts).where(eq(connectedAccounts.accountId, accountId)))[0];

  it("opens an Express account with the Thon, sends the organiser to Stripe's onboarding, and refuses the test one", async () => {
    const thon = await organisersThon(server);
    expect(api.connect.accounts.get(thon.accountId)).toMatchObject({
      type: 'express',
      email: 'pta@birch.example.org',
    });
    expect(await stored(thon.accountId)).toMatchObject({ provider: 'stripe', chargesEnabled: false });
    expect((await post(server, thon, 'ConnectPayouts')).json().Url).toMatch(
      /^https:\/\/connect\.stripe\.com\//,
    );
    const testOnboarding = await post(server, thon, 'FinishTestOnboarding');
    expect(testOnboarding.statusCode).toBe(422);
    expect(testOnboarding.json().Message).toBe(messages.testOnboardingUnavailable);
    // Stripe's own account, even with test keys: not called the built-in test provider's.
    expect((await payoutAccount(server, thon)).json()).toMatchObject({
      Test: false,
      RequirementsDue: 4,
      TakesCards: false,
    });
  });

  it('applies account.updated once, and never an older state over a newer one', async () => {
    const thon = await organisersThon(server);
    const before = new Date(Date.now() - 60_000);
    const older = accountUpdated(thon.accountId, before);
    api.connect.completeOnboarding(thon.accountId);
    const newer = accountUpdated(thon.accountId, new Date());

    const first = await deliverWebhook(server.app, newer);
    expect(first.json()).toMatchObject({ Outcome: 'applied' });
    expect((await deliverWebhook(server.app, newer)).json()).toMatchObject({ Outcome: 'duplicate' });
    // The event sent before onboarding was finished arrives last: the account stays enabled.
    expect((await deliverWebhook(server.app, older)).json()).toMatchObject({ Outcome: 'applied' });
    expect(await stored(thon.accountId)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: 0,
    });
    expect(await pledgeForm(server, thon)).toMatchObject({ TakesCards: true });
  });

  it('reads the state from Stripe when the organiser comes back before the webhook', async () => {
    const thon = await organisersThon(server);
    api.connect.completeOnboarding(thon.accountId);
    expect((await payoutAccount(server, thon)).json()).toMatchObject({
      ChargesEnabled: true,
      TakesCards: true,
    });
    expect(await stored(thon.accountId)).toMatchObject({ chargesEnabled: true });
  });
});
