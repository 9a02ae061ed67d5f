import { eq, rowsOf, schema, sql } from '@pledgethon/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { DisputeEvent } from '../../integrations/payments/testing/stripe-disputes';
import {
  deliverWebhook,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import { splitCharges } from '../connect/split-charges';
import { paidStripeGift } from '../connect/testing';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { thonMoneyTotals } from '../thon-money/thon-money';

const { disputes, ledgerEntries } = schema;

describe("Stripe's dispute events move a dispute forward once and reach the ledger and the transfers", () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp(() => ({ payments: stripe.payments }));

  const split = () =>
    splitCharges({
      db: server.db,
      accounts: stripe.accounts,
      paymentProvider: 'stripe',
      platformFeeBasisPoints: 0,
      log: pino({ level: 'silent' }),
    });
  /** The $103.30 gift in the ledger, split: $80.70 sent to the school, $20.00 to the franchisee. */
  const splitGift = async () => {
    const gift = await paidStripeGift(server.db, stripe);
    await ledgerCharges(server.db, { paymentIds: [gift.payment.id], platformFeeBasisPoints: 0 });
    await split();
    return gift;
  };
  const deliver = async (event: DisputeEvent) =>
    (await deliverWebhook(server.app, signedDelivery(event))).json().Outcome;
  const disputeOf = async (paymentId: string) => {
    const [row] = await server.db.select().from(disputes).where(eq(disputes.paymentId, paymentId));
    return row;
  };
  const entriesOf = async (paymentId: string) =>
    (
      await server.db
        .select({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, paymentId))
    )
      .map((entry) => entry.kind)
      .sort();
  const transfersTo = (destination: string | null) =>
    [...api.connect.transfers.values()].filter((made) => made.destination === destination);
  const reversalsOf = (destination: string | null) =>
    [...api.connect.reversals.values()]
      .filter((reversal) => transfersTo(destination).some((made) => made.id === reversal.transfer))
      .map((reversal) => reversal.amount);

  it('withdraws a lost dispute once whatever order and however often its events come, and reverses the transfers', async () => {
    const gift = await splitGift();
    const opened = api.disputes.open(gift.payment.providerReference ?? '');
    const reviewed = api.disputes.submitEvidence(opened.dispute.id);
    const closed = api.disputes.close(opened.dispute.id, 'lost');
    const [created, withdrawn] = opened.events;
    if (!created || !withdrawn || !reviewed[0] || !closed[0]) throw new Error('events missing');

    // Late and repeated: the review after the decision, the withdrawal twice under two event ids.
    expect(await deliver(created)).toBe('applied');
    expect(await deliver(closed[0])).toBe('applied');
    expect(await deliver(reviewed[0])).toBe('applied');
    const again = signedDelivery(withdrawn);
    expect((await deliverWebhook(server.app, again)).json().Outcome).toBe('applied');
    expect((await deliverWebhook(server.app, again)).json().Outcome).toBe('duplicate');
    expect(await deliver(withdrawn)).toBe('applied');

    expect(await disputeOf(gift.payment.id)).toMatchObject({
      status: 'lost',
      amountCents: 10_330,
      reason: 'fraudulent',
    });
    expect(await entriesOf(gift.payment.id)).toEqual(['charge', 'dispute_withdrawn', 'fee_adjustment']);
    const totals = await thonMoneyTotals(server.db, { eventId: gift.event.id });
    // The disputed $103.30 and Stripe's $15.00 fee; the commission is given back, the school bears the rest.
    expect(totals).toMatchObject({ disputesCents: 11_830, commissionCents: 0, netToSchoolCents: -1_830 });

    await split();
    await split();
    expect(reversalsOf(gift.schoolAccount)).toEqual([transfersTo(gift.schoolAccount)[0]?.amount]);
    expect(reversalsOf(gift.franchiseeAccount)).toEqual([2_000]);
  });

  it('reinstates a won dispute once, and sends back what its reversals took in a new transfer, once', async () => {
    const gift = await splitGift();
    const opened = api.disputes.open(gift.payment.providerReference ?? '');
    for (const event of opened.events) expect(await deliver(event)).toBe('applied');
    await split();
    const [schoolTransfer] = transfersTo(gift.schoolAccount);
    expect(reversalsOf(gift.schoolAccount)).toEqual([schoolTransfer?.amount]);

    const decided = api.disputes.close(opened.dispute.id, 'won');
    for (const event of decided) expect(await deliver(event)).toBe('applied');
    // An older event of the same dispute, delivered after the decision, takes nothing back.
    for (const event of opened.events) await deliver(event);
    expect((await disputeOf(gift.payment.id))?.status).toBe('won');
    expect(await entriesOf(gift.payment.id)).toEqual([
      'charge',
      'dispute_reinstated',
      'dispute_withdrawn',
      'fee_adjustment',
    ]);
    expect((await thonMoneyTotals(server.db, { eventId: gift.event.id })).disputesCents).toBe(0);

    await split();
    await split();
    // The first transfer, its reversal, and one new transfer of what the reversal took.
    expect(transfersTo(gift.schoolAccount).map((made) => made.amount)).toEqual([
      schoolTransfer?.amount,
      schoolTransfer?.amount,
    ]);
    expect(transfersTo(gift.franchiseeAccount).map((made) => made.amount)).toEqual([2_000, 2_000]);
    expect(reversalsOf(gift.schoolAccount)).toHaveLength(1);
  });

  it('applies a decision that arrives before every other event of its dispute, and nothing of the others', async () => {
    const gift = await splitGift();
    const opened = api.disputes.open(gift.payment.providerReference ?? '', { amount: 5_000 });
    const decided = api.disputes.close(opened.dispute.id, 'won');
    for (const event of [...decided].reverse()) expect(await deliver(event)).toBe('applied');
    for (const event of opened.events) expect(await deliver(event)).toBe('applied');
    expect((await disputeOf(gift.payment.id))?.status).toBe('won');
    const lines = await server.db.execute(
      sql`select count(*)::int as entries from ledger_entries where payment_id = ${gift.payment.id} and kind in ('dispute_withdrawn', 'dispute_reinstated')`,
    );
    expect(rowsOf(lines)).toEqual([{ entries: 2 }]);
    expect((await thonMoneyTotals(server.db, { eventId: gift.event.id })).disputesCents).toBe(0);
  });

  it("ignores a dispute of a payment that is not ours, and one on a connected account's own charge", async () => {
    const gift = await splitGift();
    const opened = api.disputes.open(gift.payment.providerReference ?? '');
    const [created] = opened.events;
    if (!created) throw new Error('no event');
    const stranger = { ...created, object: { ...created.object, payment_intent: 'pi_notours' } };
    expect(await deliver(stranger)).toBe('ignored');
    const connected = signedDelivery({ ...created, account: gift.schoolAccount });
    expect((await deliverWebhook(server.app, connected)).json().Outcome).toBe('ignored');
    expect(await disputeOf(gift.payment.id)).toBeUndefined();
  });
});
