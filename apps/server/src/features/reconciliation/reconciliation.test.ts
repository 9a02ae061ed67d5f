import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPayment, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { StripeBalanceTransactions } from '../../integrations/payments/stripe-balance-transactions';
import { paidIntent, useStripeApi } from '../../integrations/payments/testing/stripe-webhooks';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { chargeGift } from '../thon-money/testing';
import type { Period } from './balance-transactions';
import { previousDay, reconcilePeriod } from './reconcile';
import { testProviderTransactions } from './test-provider-transactions';
import { schoolAccounts } from './transfer-records.queries';

const HOUR = 3_600_000;
/** The hours around now: what these tests write falls in it, by the database's clock and the stand-in's. */
const aroundNow = (): Period => ({ start: new Date(Date.now() - HOUR), end: new Date(Date.now() + HOUR) });

describe("reconciling the ledger with the provider's balance transactions", () => {
  const server = useTestApp();
  const stripe = useStripeApi();

  const thonWithChild = async () => {
    const event = await createEvent(server.db);
    return { event, child: await createParticipant(server.db, event.id) };
  };
  const differencesOf = <T extends { eventId: string | null }>(found: T[], eventId: string | null) =>
    found.filter((difference) => difference.eventId === eventId);

  it('finds no difference in a clean period, and the money page says so', async () => {
    const { event, child } = await thonWithChild();
    await chargeGift(server.db, child, { pledgedCents: 5_000, chargedCents: 5_175, processingFeeCents: 180 });
    const { differences } = await reconcilePeriod(server.db, testProviderTransactions(server.db), {
      period: aroundNow(),
      trigger: 'schedule',
    });
    expect(differencesOf(differences, event.id)).toEqual([]);

    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/Thons/Money/${event.eventCode}`,
      headers: await sessionHeaders(server.db, { userId: organizer.id }),
    });
    expect(page.json().Reconciliation).toEqual({
      UpTo: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      Differences: [],
    });
  });

  it("reports, to the cent, a fee the test provider kept differently and a charge the ledger lacks, on an administrator's demand", async () => {
    const { event, child } = await thonWithChild();
    await chargeGift(server.db, child, {
      pledgedCents: 10_000,
      chargedCents: 10_320,
      processingFeeCents: 330,
      reference: `test_ch_fee_${unique()}`,
    });
    // The provider's own record of the charge says it kept 7 cents more than the ledger wrote.
    await server.db
      .update(schema.payments)
      .set({ processingFeeCents: 337 })
      .where(eq(schema.payments.eventId, event.id));
    const unledgered = `test_ch_unledgered_${unique()}`;
    await createPayment(server.db, child, {
      amountCents: 2_599,
      method: 'card',
      provider: 'test',
      providerReference: unledgered,
    });

    const admin = await createPerson(server.db, { roles: [{ role: 'super_admin' }] });
    const headers = await sessionHeaders(server.db, { userId: admin.id });
    const today = new Date().toISOString().slice(0, 10);
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/Thons/Reconcile',
      headers,
      payload: { From: today, To: today },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ PeriodStart: `${today}T00:00:00.000Z` });

    const page = await server.app.inject({
      method: 'GET',
      url: `/api/Thons/Money/${event.eventCode}`,
      headers,
    });
    expect(page.json().Reconciliation.UpTo >= today).toBe(true);
    expect(page.json().Reconciliation).toMatchObject({
      Differences: expect.arrayContaining([
        expect.objectContaining({ Kind: 'fee', Transaction: 'charge', LedgerCents: 330, ProviderCents: 337 }),
        {
          Kind: 'missing_from_ledger',
          Transaction: 'charge',
          Reference: unledgered,
          LedgerCents: null,
          ProviderCents: 2_599,
        },
      ]),
    });
    expect(page.json().Reconciliation.Differences).toHaveLength(2);
  });

  it('refuses a period from anyone but an administrator, and a period that ends before it starts', async () => {
    const { event } = await thonWithChild();
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const ask = async (userId: string, payload: { From: string; To: string }) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Thons/Reconcile',
        headers: await sessionHeaders(server.db, { userId }),
        payload,
      });
    expect((await ask(organizer.id, { From: '2026-11-01', To: '2026-11-01' })).statusCode).toBe(403);
    const admin = await createPerson(server.db, { roles: [{ role: 'super_admin' }] });
    expect((await ask(admin.id, { From: '2026-11-02', To: '2026-11-01' })).statusCode).toBe(400);
  });

  it("reads Stripe's balance transactions page by page and reports each difference to the cent", async () => {
    const { event, child } = await thonWithChild();
    const charge = async (amountCents: number) => {
      const reference = await paidIntent(stripe.payments, amountCents);
      const txn = [...stripe.api.connect.balanceTransactions.values()].at(-1);
      return { reference, txn: txn ?? { id: '', fee: 0 } };
    };
    const ledgered = async (amountCents: number) => {
      const { reference, txn } = await charge(amountCents);
      await chargeGift(server.db, child, {
        pledgedCents: amountCents,
        chargedCents: amountCents,
        processingFeeCents: Number(txn.fee),
        provider: 'stripe',
        reference,
      });
      return { reference, txn };
    };
    for (const amount of [1_000, 2_000, 3_000]) await ledgered(amount);
    const source = new StripeBalanceTransactions(
      { secretKey: 'sk_test_reconcile', api: stripe.api.address },
      { schoolAccounts: () => schoolAccounts(server.db, { provider: 'stripe' }), pageSize: 2 },
    );
    const clean = await reconcilePeriod(server.db, source, { period: aroundNow(), trigger: 'schedule' });
    expect(differencesOf(clean.differences, event.id)).toEqual([]);
    expect(stripe.api.calls.filter((call) => call.path === '/v1/balance_transactions')).toHaveLength(2);

    const refee = await ledgered(4_000);
    // Stripe reports a fee 7 cents above the one its charge's answer gave.
    Object.assign(refee.txn, { fee: Number(refee.txn.fee) + 7 });
    const unledgered = await charge(2_599);
    const phantom = `pi_${unique()}`;
    await chargeGift(server.db, child, {
      pledgedCents: 1_234,
      chargedCents: 1_234,
      processingFeeCents: 66,
      provider: 'stripe',
      reference: phantom,
    });
    const { differences } = await reconcilePeriod(server.db, source, {
      period: aroundNow(),
      trigger: 'schedule',
    });
    const found = differencesOf(differences, event.id).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(found).toEqual([
      {
        eventId: event.id,
        kind: 'fee',
        transaction: 'charge',
        reference: refee.reference,
        ledgerCents: Number(refee.txn.fee) - 7,
        providerCents: Number(refee.txn.fee),
      },
      {
        eventId: event.id,
        kind: 'missing_at_provider',
        transaction: 'charge',
        reference: phantom,
        ledgerCents: 1_234,
        providerCents: null,
      },
    ]);
    expect(differencesOf(differences, null)).toEqual([
      {
        eventId: null,
        kind: 'missing_from_ledger',
        transaction: 'charge',
        reference: unledgered.reference,
        ledgerCents: null,
        providerCents: 2_599,
      },
    ]);
  });

  it('compares the whole UTC day before, every day', () => {
    expect(previousDay(new Date('2026-11-29T00:30:00Z'))).toEqual({
      start: new Date('2026-11-28T00:00:00Z'),
      end: new Date('2026-11-29T00:00:00Z'),
    });
  });
});
