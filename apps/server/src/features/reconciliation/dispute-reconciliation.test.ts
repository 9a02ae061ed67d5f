import { and, eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { StripeBalanceTransactions } from '../../integrations/payments/stripe-balance-transactions';
import { TEST_DISPUTED_CHARGE } from '../../integrations/payments/test-payments';
import type { DisputeEvent } from '../../integrations/payments/testing/stripe-disputes';
import {
  deliverWebhook,
  paidIntent,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { recordDispute } from '../payment-states/dispute-moves.queries';
import { openTestDisputes } from '../thon-money/test-disputes';
import { chargeGift } from '../thon-money/testing';
import { thonMoneyTotals } from '../thon-money/thon-money';
import type { Period } from './balance-transactions';
import { reconcilePeriod } from './reconcile';
import type { Difference } from './reconciliation.queries';
import { testProviderTransactions } from './test-provider-transactions';
import { schoolAccounts } from './transfer-records.queries';

const HOUR = 3_600_000;
const aroundNow = (): Period => ({ start: new Date(Date.now() - HOUR), end: new Date(Date.now() + HOUR) });
const byKind = (a: Difference, b: Difference) => a.kind.localeCompare(b.kind);

describe("disputes reconciled with the provider's balance transactions, and the test bank's decision", () => {
  const stripe = useStripeApi();
  const server = useTestApp(() => ({ payments: stripe.payments }));

  const decide = async (eventCode: string, userId: string, body: { Id: string; Outcome: 'won' | 'lost' }) =>
    server.app.inject({
      method: 'POST',
      url: `/api/Thons/Money/${eventCode}/DecideTestDispute`,
      headers: await sessionHeaders(server.db, { userId }),
      payload: body,
    });
  const disputesOf = (eventId: string) =>
    server.db.select().from(schema.disputes).where(eq(schema.disputes.eventId, eventId));

  it('plays a test dispute won and one lost once each, through the ledger, and both reconcile with no difference', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const child = await createParticipant(server.db, event.id);
    for (const cents of [2_000, 3_000])
      await chargeGift(server.db, child, {
        pledgedCents: cents,
        chargedCents: cents,
        processingFeeCents: 88,
        reference: `${TEST_DISPUTED_CHARGE}${unique()}`,
      });
    await openTestDisputes(server.db);
    const opened = await disputesOf(event.id);
    const won = opened.find((dispute) => dispute.amountCents === 2_000);
    const lost = opened.find((dispute) => dispute.amountCents === 3_000);
    if (!won || !lost) throw new Error('both test disputes were opened');

    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    expect((await decide(event.eventCode, organizer.id, { Id: won.id, Outcome: 'won' })).statusCode).toBe(
      403,
    );
    const admin = await createPerson(server.db, { roles: [{ role: 'super_admin' }] });
    expect((await decide(event.eventCode, admin.id, { Id: won.id, Outcome: 'won' })).json()).toEqual({
      Decided: true,
      Status: 'won',
    });
    // Decided already: neither the same outcome again nor the other moves it or writes anything.
    for (const Outcome of ['won', 'lost'] as const)
      expect((await decide(event.eventCode, admin.id, { Id: won.id, Outcome })).json()).toEqual({
        Decided: false,
        Status: 'won',
      });
    expect((await decide(event.eventCode, admin.id, { Id: lost.id, Outcome: 'lost' })).json()).toEqual({
      Decided: true,
      Status: 'lost',
    });
    const other = await createEvent(server.db);
    expect((await decide(other.eventCode, admin.id, { Id: lost.id, Outcome: 'won' })).statusCode).toBe(404);

    const entries = await server.db
      .select({ kind: schema.ledgerEntries.kind })
      .from(schema.ledgerEntries)
      .where(
        and(eq(schema.ledgerEntries.eventId, event.id), eq(schema.ledgerEntries.kind, 'dispute_reinstated')),
      );
    expect(entries).toHaveLength(1);
    // The lost $30.00 and its $15.00 test fee stay withdrawn; the won dispute gave all of its own back.
    expect(await thonMoneyTotals(server.db, { eventId: event.id })).toMatchObject({
      disputesCents: 4_500,
      netToSchoolCents: 5_000 - 2 * 88 - 4_500,
    });

    const { differences } = await reconcilePeriod(server.db, testProviderTransactions(server.db), {
      period: aroundNow(),
      trigger: 'schedule',
    });
    expect(differences.filter((difference) => difference.eventId === event.id)).toEqual([]);
  });

  it('reports a test dispute the ledger wrote with another fee, and one the ledger lacks, to the cent', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const child = await createParticipant(server.db, event.id);
    const gift = async () => {
      const reference = `test_ch_${unique()}`;
      await chargeGift(server.db, child, {
        pledgedCents: 4_000,
        chargedCents: 4_000,
        processingFeeCents: 146,
        reference,
      });
      return reference;
    };
    const refeed = { provider: 'test', disputeId: `test_dp_${unique()}`, reference: await gift() };
    await server.db.transaction((tx) =>
      recordDispute(tx, {
        ...refeed,
        amountCents: 4_000,
        reason: 'fraudulent',
        status: 'needs_response',
        withdrawn: { amountCents: 4_000, feeCents: 1_400 },
        reinstated: null,
      }),
    );
    const unledgeredReference = await gift();
    const [payment] = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.providerReference, unledgeredReference));
    const unledgered = `test_dp_${unique()}`;
    await server.db.insert(schema.disputes).values({
      provider: 'test',
      providerDisputeId: unledgered,
      eventId: event.id,
      paymentId: payment?.id ?? '',
      amountCents: 4_000,
      reason: 'duplicate',
    });

    const { differences } = await reconcilePeriod(server.db, testProviderTransactions(server.db), {
      period: aroundNow(),
      trigger: 'administrator',
    });
    expect(differences.filter((difference) => difference.eventId === event.id).sort(byKind)).toEqual([
      {
        eventId: event.id,
        kind: 'fee',
        transaction: 'dispute_withdrawn',
        reference: refeed.disputeId,
        ledgerCents: 1_400,
        providerCents: 1_500,
      },
      {
        eventId: event.id,
        kind: 'missing_from_ledger',
        transaction: 'dispute_withdrawn',
        reference: unledgered,
        ledgerCents: null,
        providerCents: 4_000,
      },
    ]);
  });

  it("reconciles Stripe's dispute withdrawals and reinstatements, and reports each difference to the cent", async () => {
    const event = await createEvent(server.db);
    const child = await createParticipant(server.db, event.id);
    const deliver = async (events: DisputeEvent[]) => {
      for (const sent of events) await deliverWebhook(server.app, signedDelivery(sent));
    };
    const disputedGift = async (amountCents: number) => {
      const reference = await paidIntent(stripe.payments, amountCents);
      const txn = [...stripe.api.connect.balanceTransactions.values()].at(-1);
      await chargeGift(server.db, child, {
        pledgedCents: amountCents,
        chargedCents: amountCents,
        processingFeeCents: Number(txn?.fee),
        provider: 'stripe',
        reference,
      });
      const opened = stripe.api.disputes.open(reference);
      await deliver(opened.events);
      return opened.dispute;
    };
    const won = await disputedGift(5_000);
    const lost = await disputedGift(6_000);
    await deliver(stripe.api.disputes.submitEvidence(won.id));
    await deliver(stripe.api.disputes.close(won.id, 'won'));
    await deliver(stripe.api.disputes.close(lost.id, 'lost'));
    expect((await disputesOf(event.id)).map((dispute) => dispute.status).sort()).toEqual(['lost', 'won']);

    const source = new StripeBalanceTransactions(
      { secretKey: 'sk_test_reconcile', api: stripe.api.address },
      { schoolAccounts: () => schoolAccounts(server.db, { provider: 'stripe' }) },
    );
    const clean = await reconcilePeriod(server.db, source, { period: aroundNow(), trigger: 'schedule' });
    expect(clean.differences).toEqual([]);

    // Stripe reports the won dispute's fee returned 100 cents short, and a dispute no event told of.
    const reinstatement = (won.balance_transactions as { amount: number; fee: number }[]).find(
      (txn) => txn.amount > 0,
    );
    if (!reinstatement) throw new Error('the won dispute was reinstated');
    reinstatement.fee = -1_400;
    const untold = await paidIntent(stripe.payments, 7_000);
    const unheard = stripe.api.disputes.open(untold).dispute;
    const { differences } = await reconcilePeriod(server.db, source, {
      period: aroundNow(),
      trigger: 'schedule',
    });
    expect(differences.filter((difference) => difference.transaction !== 'charge').sort(byKind)).toEqual([
      {
        eventId: event.id,
        kind: 'fee',
        transaction: 'dispute_reinstated',
        reference: won.id,
        ledgerCents: 1_500,
        providerCents: 1_400,
      },
      {
        eventId: null,
        kind: 'missing_from_ledger',
        transaction: 'dispute_withdrawn',
        reference: unheard.id,
        ledgerCents: null,
        providerCents: 7_000,
      },
    ]);
  });
});
