import { eq, schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { StripeBalanceTransactions } from '../../integrations/payments/stripe-balance-transactions';
import { createPerson, sessionHeaders } from '../../testing/people';
import { splitCharges } from '../connect/split-charges';
import { paidStripeGift, useStripeSplits } from '../connect/testing';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { recordProviderPayout, sendPayout, settlePayout } from '../payment-states/payout-moves.queries';
import type { BalanceTransactions, Period } from './balance-transactions';
import { reconcilePeriod } from './reconcile';
import type { Difference } from './reconciliation.queries';
import { testProviderTransactions } from './test-provider-transactions';
import { schoolAccounts } from './transfer-records.queries';

const HOUR = 3_600_000;
const aroundNow = (): Period => ({ start: new Date(Date.now() - HOUR), end: new Date(Date.now() + HOUR) });
const byWhat = (a: Difference, b: Difference) =>
  a.transaction.localeCompare(b.transaction) || a.kind.localeCompare(b.kind);

describe("transfers to connected accounts, their reversals and the schools' payouts reconciled with the provider", () => {
  const { stripe, api, server, context } = useStripeSplits();
  // The stand-in's address is known once it has started, before each test.
  const stripeSide = () =>
    new StripeBalanceTransactions(
      { secretKey: 'sk_test_reconcile', api: api.address },
      { schoolAccounts: () => schoolAccounts(server.db, { provider: 'stripe' }), pageSize: 3 },
    );
  const compare = async (eventId: string, provider: BalanceTransactions = stripeSide()) => {
    const { differences } = await reconcilePeriod(server.db, provider, {
      period: aroundNow(),
      trigger: 'administrator',
    });
    return differences.filter((difference) => difference.eventId === eventId).sort(byWhat);
  };

  /**
   * The $103.30 gift split and transferred ($75.00 to the school, $20.00 commission), half refunded
   * at Stripe and in the ledger, so each transfer is half reversed ($37.50 and $10.00), and a $50.00
   * payout of the school's account that Stripe says ended as `atStripe`, told to the ledger as paid.
   */
  const reconciledGift = async (atStripe: 'paid' | 'failed') => {
    const gift = await paidStripeGift(server.db, stripe);
    await ledgerCharges(server.db, { paymentIds: [gift.payment.id], platformFeeBasisPoints: 500 });
    await splitCharges(context());
    const reference = gift.payment.providerReference ?? '';
    await stripe.payments.refund({
      idempotencyKey: `refund:${gift.payment.id}`,
      reference,
      amountCents: 5_165,
    });
    await server.db.transaction((tx) => raiseRefundedTotal(tx, { id: gift.payment.id }, 5_165));
    await splitCharges(context());
    const payout = api.payouts.payOut(gift.schoolAccount, { amount: 5_000, status: atStripe });
    await server.db.transaction((tx) =>
      recordProviderPayout(tx, {
        account: gift.schoolAccount,
        provider: 'stripe',
        providerPayoutId: payout.id,
        amountCents: 5_000,
        arrivalDate: new Date().toISOString().slice(0, 10),
        status: 'paid',
        failure: null,
      }),
    );
    const made = await server.db
      .select({ share: schema.chargeTransfers.share, reference: schema.chargeTransfers.reference })
      .from(schema.chargeTransfers)
      .where(eq(schema.chargeTransfers.paymentId, gift.payment.id));
    const transferTo = (share: 'school' | 'commission') =>
      api.connect.transfers.get(made.find((row) => row.share === share)?.reference ?? '');
    const reversalOf = (share: 'school' | 'commission') =>
      [...api.connect.reversals.values()].find((reversal) => reversal.transfer === transferTo(share)?.id);
    return { gift, payout, transferTo, reversalOf };
  };

  it('matches every transfer, reversal and payout when the ledger and Stripe agree', async () => {
    const { gift, reversalOf } = await reconciledGift('paid');
    expect(reversalOf('school')).toMatchObject({ amount: 3_750 });
    expect(reversalOf('commission')).toMatchObject({ amount: 1_000 });
    expect(await compare(gift.event.id)).toEqual([]);
    // Each school account's payouts were read with its own Stripe-Account.
    expect(api.calls.some((call) => call.method === 'GET' && call.path === '/v1/payouts')).toBe(true);
  });

  it('reports to the cent a transfer Stripe never made, a reversal of another amount and a payout Stripe says failed, and the money page shows them', async () => {
    const { gift, payout, transferTo, reversalOf } = await reconciledGift('failed');
    // Stripe has no trace of the school's transfer, and took 1 cent more back of the commission.
    api.connect.balanceTransactions.delete(String(transferTo('school')?.balance_transaction));
    const reversed = api.connect.balanceTransactions.get(
      String(reversalOf('commission')?.balance_transaction),
    );
    Object.assign(reversed ?? {}, { amount: 1_001, net: 1_001 });

    const eventId = gift.event.id;
    expect(await compare(eventId)).toEqual([
      {
        eventId,
        kind: 'missing_from_ledger',
        transaction: 'payout_failed',
        reference: payout.id,
        ledgerCents: null,
        providerCents: 5_000,
      },
      {
        eventId,
        kind: 'missing_at_provider',
        transaction: 'payout_paid',
        reference: payout.id,
        ledgerCents: 5_000,
        providerCents: null,
      },
      {
        eventId,
        kind: 'missing_at_provider',
        transaction: 'transfer',
        reference: transferTo('school')?.id,
        ledgerCents: 7_500,
        providerCents: null,
      },
      {
        eventId,
        kind: 'amount',
        transaction: 'transfer_reversal',
        reference: reversalOf('commission')?.id,
        ledgerCents: 1_000,
        providerCents: 1_001,
      },
    ]);

    const admin = await createPerson(server.db, { roles: [{ role: 'super_admin' }] });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/Thons/Money/${gift.event.eventCode}`,
      headers: await sessionHeaders(server.db, { userId: admin.id }),
    });
    expect(
      page
        .json()
        .Reconciliation.Differences.map((row: { Transaction: string; Kind: string }) => [
          row.Transaction,
          row.Kind,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ['payout_failed', 'missing_from_ledger'],
        ['payout_paid', 'missing_at_provider'],
        ['transfer', 'missing_at_provider'],
        ['transfer_reversal', 'amount'],
      ]),
    );
  });

  it("reports a test payout the ledger has received while the test provider's record says the bank returned it", async () => {
    const event = await createEvent(server.db);
    const sent = async (providerPayoutId: string) => {
      const id = await sendPayout(server.db, {
        eventId: event.id,
        provider: 'test',
        providerPayoutId,
        amountCents: 12_345,
        arrivalDate: new Date().toISOString().slice(0, 10),
      });
      await settlePayout(server.db, { id, event: 'paid' });
      return id;
    };
    const returned = `test_po_${event.id}_1`;
    await sent(`test_po_${event.id}_2`);
    const id = await sent(returned);
    const provider = testProviderTransactions(server.db);
    expect(await compare(event.id, provider)).toEqual([]);

    await server.db.update(schema.payouts).set({ status: 'failed' }).where(eq(schema.payouts.id, id));
    expect(await compare(event.id, provider)).toEqual([
      {
        eventId: event.id,
        kind: 'missing_from_ledger',
        transaction: 'payout_failed',
        reference: returned,
        ledgerCents: null,
        providerCents: 12_345,
      },
      {
        eventId: event.id,
        kind: 'missing_at_provider',
        transaction: 'payout_paid',
        reference: returned,
        ledgerCents: 12_345,
        providerCents: null,
      },
    ]);
  });
});
