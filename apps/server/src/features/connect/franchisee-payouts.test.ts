import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createOrganization,
  createParticipant,
  createPayment,
  createPledge,
  createTeam,
} from '@pledgethon/db/testing';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { localPaymentAccounts } from '../../integrations/payments/local-payment-accounts';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { createPerson, sessionHeaders } from '../../testing/people';
import type { TestAppFixture } from '../../testing/test-app';
import { useTestApp } from '../../testing/test-app';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { splitCharges } from './split-charges';

const { chargeTransfers, connectedAccounts, franchisees, pledgeCharges } = schema;

/** A franchise taking 20%, and one of its users signed in. */
async function franchiseUser(server: TestAppFixture, values: { connectedAccountId?: string } = {}) {
  const [franchisee] = await server.db
    .insert(franchisees)
    .values({ name: 'North Shore Fun Runs', commissionBasisPoints: 2_000, ...values })
    .returning();
  if (!franchisee) throw new Error('no franchisee');
  const user = await createPerson(server.db, {
    roles: [{ role: 'franchisee_user', franchiseeId: franchisee.id }],
  });
  return { franchisee, headers: await sessionHeaders(server.db, { userId: user.id }) };
}

type Caller = { headers: Record<string, string> };

const payoutAccount = (server: TestAppFixture, caller: Caller) =>
  server.app.inject({ method: 'GET', url: '/api/Franchisee/PayoutAccount', headers: caller.headers });
const post = (server: TestAppFixture, caller: Caller, action: 'ConnectPayouts' | 'FinishTestOnboarding') =>
  server.app.inject({ method: 'POST', url: `/api/Franchisee/${action}`, headers: caller.headers });

const franchiseRecord = async (server: TestAppFixture, franchiseeId: string) =>
  (await server.db.select().from(franchisees).where(eq(franchisees.id, franchiseeId)))[0];
const accountsOf = (server: TestAppFixture, franchiseeId: string) =>
  server.db.select().from(connectedAccounts).where(eq(connectedAccounts.franchiseeId, franchiseeId));

describe("connecting a franchise's payouts through the built-in test provider", () => {
  const server = useTestApp();

  it('opens one account however often it is asked, and lets it take charges once the test onboarding is finished', async () => {
    const caller = await franchiseUser(server);
    expect((await payoutAccount(server, caller)).json()).toEqual({
      FranchiseeId: caller.franchisee.id,
      Name: 'North Shore Fun Runs',
      SetByAdministrator: false,
      CommissionPaidCents: 0,
      CommissionOwedCents: 0,
      HasAccount: false,
      Test: true,
      ChargesEnabled: false,
      PayoutsEnabled: false,
      DetailsSubmitted: false,
      RequirementsDue: 0,
    });

    const links = await Promise.all([
      post(server, caller, 'ConnectPayouts'),
      post(server, caller, 'ConnectPayouts'),
    ]);
    links.push(await post(server, caller, 'ConnectPayouts'));
    for (const link of links)
      expect(link.json()).toEqual({
        Url: `${server.config.publicUrl}/account/franchisees/test-onboarding`,
      });
    const accounts = await accountsOf(server, caller.franchisee.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ provider: 'local', chargesEnabled: false, organizationId: null });
    expect((await franchiseRecord(server, caller.franchisee.id))?.connectedAccountId).toBe(
      accounts[0]?.accountId,
    );
    expect((await payoutAccount(server, caller)).json()).toMatchObject({
      HasAccount: true,
      ChargesEnabled: false,
    });

    const finished = await post(server, caller, 'FinishTestOnboarding');
    expect(finished.json()).toMatchObject({ HasAccount: true, ChargesEnabled: true, PayoutsEnabled: true });
    expect((await payoutAccount(server, caller)).json()).toMatchObject({ ChargesEnabled: true });
  });

  it("refuses the franchise's team leaders, organisers and Thon team leaders, and lets another franchise's user touch only its own", async () => {
    const caller = await franchiseUser(server);
    const other = await franchiseUser(server);
    const refusedRoles = [
      { role: 'franchisee_team_leader' as const, franchiseeId: caller.franchisee.id },
      { role: 'organizer' as const, organizationId: (await createOrganization(server.db)).id },
      {
        role: 'team_leader' as const,
        teamId: (await createTeam(server.db, (await createEvent(server.db)).id)).id,
      },
    ];
    for (const role of refusedRoles) {
      const person = await createPerson(server.db, { roles: [role] });
      const refused = { headers: await sessionHeaders(server.db, { userId: person.id }) };
      expect((await payoutAccount(server, refused)).statusCode).toBe(403);
      expect((await post(server, refused, 'ConnectPayouts')).statusCode).toBe(403);
      expect((await post(server, refused, 'FinishTestOnboarding')).statusCode).toBe(403);
    }
    // A super administrator holds every role but belongs to no franchise.
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const asAdmin = { headers: await sessionHeaders(server.db, { userId: admin.id }) };
    expect((await post(server, asAdmin, 'ConnectPayouts')).statusCode).toBe(403);

    await post(server, other, 'ConnectPayouts');
    await post(server, other, 'FinishTestOnboarding');
    expect((await payoutAccount(server, other)).json()).toMatchObject({
      FranchiseeId: other.franchisee.id,
      ChargesEnabled: true,
    });
    expect(await accountsOf(server, caller.franchisee.id)).toEqual([]);
    expect((await payoutAccount(server, caller)).json()).toMatchObject({
      FranchiseeId: caller.franchisee.id,
      HasAccount: false,
    });
  });

  it('leaves an account set on the record by an administrator as it is', async () => {
    const caller = await franchiseUser(server, { connectedAccountId: 'acct_set_by_hand' });
    expect((await payoutAccount(server, caller)).json()).toMatchObject({
      SetByAdministrator: true,
      HasAccount: false,
    });
    expect((await post(server, caller, 'ConnectPayouts')).statusCode).toBe(404);
    const test = await post(server, caller, 'FinishTestOnboarding');
    expect(test.statusCode).toBe(422);
    expect(test.json().Message).toBe(messages.testOnboardingUnavailable);
    expect(await accountsOf(server, caller.franchisee.id)).toEqual([]);
    expect((await franchiseRecord(server, caller.franchisee.id))?.connectedAccountId).toBe(
      'acct_set_by_hand',
    );
  });
});

describe("a franchise's commission at the split", () => {
  const server = useTestApp();
  const context = () => ({
    db: server.db,
    accounts: localPaymentAccounts,
    paymentProvider: 'test',
    platformFeeBasisPoints: 0,
    log: pino({ level: 'silent' }),
  });

  /** A $100 gift paid by card to a Thon of the franchise whose school's account takes charges. */
  async function paidGift(franchiseeId: string) {
    const organization = await createOrganization(server.db);
    const schoolAccount = `local_acct_school_${organization.id}`;
    await server.db.insert(connectedAccounts).values({
      accountId: schoolAccount,
      provider: 'local',
      organizationId: organization.id,
      chargesEnabled: true,
    });
    const event = await createEvent(server.db, {
      status: 'active',
      organizationId: organization.id,
      franchiseeId,
      paymentAccountId: schoolAccount,
    });
    const participant = await createParticipant(server.db, event.id);
    const pledge = await createPledge(server.db, participant, { amountCents: 10_000 });
    const payment = await createPayment(server.db, participant, {
      pledgeId: pledge.id,
      amountCents: 10_000,
      method: 'card',
      provider: 'test',
      providerReference: `test_${pledge.id}`,
      idempotencyKey: `pledge-charge:${pledge.id}:1`,
    });
    // Its charge entry, which says what of it the franchise earned.
    await server.db.insert(pledgeCharges).values({
      pledgeId: pledge.id,
      eventId: event.id,
      pledgeCents: 10_000,
      state: 'succeeded',
      paymentId: payment.id,
    });
    await ledgerCharges(server.db, { paymentIds: [payment.id], platformFeeBasisPoints: 0 });
    return payment;
  }
  const commissionOf = async (paymentId: string) =>
    (await server.db.select().from(chargeTransfers).where(eq(chargeTransfers.paymentId, paymentId))).find(
      ({ share }) => share === 'commission',
    );

  it('is transferred to the franchise once its account can take charges, also what was owed before', async () => {
    const caller = await franchiseUser(server);
    await post(server, caller, 'ConnectPayouts');
    const before = await paidGift(caller.franchisee.id);
    await splitCharges(context());
    // Not onboarded yet: the commission stays on the platform's account, as with no account at all.
    expect(await commissionOf(before.id)).toBeUndefined();
    expect((await payoutAccount(server, caller)).json()).toMatchObject({
      CommissionPaidCents: 0,
      CommissionOwedCents: 2_000,
    });

    await post(server, caller, 'FinishTestOnboarding');
    const after = await paidGift(caller.franchisee.id);
    await splitCharges(context());
    const [account] = await accountsOf(server, caller.franchisee.id);
    for (const gift of [before, after])
      expect(await commissionOf(gift.id)).toMatchObject({
        destination: account?.accountId,
        amountCents: 2_000,
        state: 'made',
      });
    expect((await payoutAccount(server, caller)).json()).toMatchObject({
      CommissionPaidCents: 4_000,
      CommissionOwedCents: 0,
    });
  });

  it('is still transferred to an account set on the record by an administrator', async () => {
    const caller = await franchiseUser(server, { connectedAccountId: 'local_acct_set_by_hand' });
    const gift = await paidGift(caller.franchisee.id);
    await splitCharges(context());
    expect(await commissionOf(gift.id)).toMatchObject({
      destination: 'local_acct_set_by_hand',
      amountCents: 2_000,
    });
  });
});

describe("connecting a franchise's payouts through Stripe Connect", () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp(() => ({ payments: stripe.payments, paymentAccounts: stripe.accounts }));

  it("opens one Express account, sends its user to Stripe's onboarding, and follows account.updated", async () => {
    const caller = await franchiseUser(server);
    const first = await post(server, caller, 'ConnectPayouts');
    const again = await post(server, caller, 'ConnectPayouts');
    expect(first.json().Url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(again.statusCode).toBe(200);
    const accounts = await accountsOf(server, caller.franchisee.id);
    expect(accounts).toHaveLength(1);
    const accountId = accounts[0]?.accountId ?? '';
    expect(api.connect.accounts.get(accountId)).toMatchObject({
      type: 'express',
      business_profile: { name: 'North Shore Fun Runs' },
    });
    expect((await post(server, caller, 'FinishTestOnboarding')).statusCode).toBe(422);

    api.connect.completeOnboarding(accountId);
    const updated = signedDelivery({
      type: 'account.updated',
      object: api.connect.accounts.get(accountId),
      created: new Date(),
    });
    expect((await deliverWebhook(server.app, updated)).json()).toMatchObject({ Outcome: 'applied' });
    expect((await accountsOf(server, caller.franchisee.id))[0]).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: 0,
    });
  });

  it('answers plainly when Stripe cannot be reached, and opens the account on the next try', async () => {
    const caller = await franchiseUser(server);
    api.down = true;
    const silent = await post(server, caller, 'ConnectPayouts').finally(() => {
      api.down = false;
    });
    expect(silent.statusCode).toBe(503);
    expect(silent.json().Message).toBe(messages.payoutsProviderSilent);
    expect(await accountsOf(server, caller.franchisee.id)).toEqual([]);
    expect((await post(server, caller, 'ConnectPayouts')).statusCode).toBe(200);
    expect(await accountsOf(server, caller.franchisee.id)).toHaveLength(1);
  });
});
