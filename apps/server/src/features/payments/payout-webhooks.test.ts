import { eq, schema } from '@pledgethon/db';
import { createEvent, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  paidIntent,
  signedDelivery,
  useStripeApi,
} from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import { thonMoneyTotals } from '../thon-money/thon-money';

describe("Stripe's payout events reach the Thon's ledger once", () => {
  const stripe = useStripeApi();
  const server = useTestApp(() => ({ payments: stripe.payments }));

  const payout = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'payout',
    amount: 12_345,
    arrival_date: Date.parse('2026-12-01T00:00:00Z') / 1000,
    ...extra,
  });
  const deliver = async (delivery: { body: Buffer; signature: string }) =>
    (await deliverWebhook(server.app, delivery)).json().Outcome;

  it('records a paid payout once however often and under however many event ids it comes', async () => {
    const account = `acct_${unique()}`;
    const event = await createEvent(server.db, { paymentAccountId: account });
    const paid = signedDelivery({ type: 'payout.paid', object: payout(`po_${unique()}`), account });
    expect(await deliver(paid)).toBe('applied');
    expect(await deliver(paid)).toBe('duplicate');
    const again = JSON.parse(paid.body.toString()).data.object;
    expect(await deliver(signedDelivery({ type: 'payout.paid', object: again, account }))).toBe('applied');

    const returned = payout(`po_${unique()}`, { failure_message: 'The bank account was closed.' });
    expect(await deliver(signedDelivery({ type: 'payout.failed', object: returned, account }))).toBe(
      'applied',
    );
    expect(await thonMoneyTotals(server.db, { eventId: event.id })).toMatchObject({
      paidOutCents: 12_345,
      inTransitCents: 0,
      pendingCents: -12_345,
    });
    const rows = await server.db.select().from(schema.payouts).where(eq(schema.payouts.eventId, event.id));
    expect(rows.map((row) => [row.status, row.arrivalDate, row.failure]).sort()).toEqual([
      ['failed', '2026-12-01', 'The bank account was closed.'],
      ['paid', '2026-12-01', null],
    ]);
    const entries = await server.db.$count(schema.ledgerEntries, eq(schema.ledgerEntries.eventId, event.id));
    expect(entries).toBe(4);
  });

  it("ignores a payout of the platform's own balance and one of an account no Thon has", async () => {
    const own = signedDelivery({ type: 'payout.paid', object: payout(`po_${unique()}`) });
    expect(await deliver(own)).toBe('ignored');
    const stranger = signedDelivery({
      type: 'payout.paid',
      object: payout(`po_${unique()}`),
      account: `acct_${unique()}`,
    });
    expect(await deliver(stranger)).toBe('ignored');
  });

  it("pays out what an account has available on Stripe's schedule, once, and its payout.paid reaches the ledger", async () => {
    const { accountId } = await stripe.accounts.openAccount({
      idempotencyKey: `open:${unique()}`,
      legalName: 'Oak Elementary PTO',
      email: 'oak@example.com',
    });
    stripe.api.connect.completeOnboarding(accountId);
    const event = await createEvent(server.db, { paymentAccountId: accountId });
    const { sourceTransaction } = await stripe.accounts.chargeSource({
      reference: await paidIntent(stripe.payments, 10_000),
      amountCents: 10_000,
    });
    const { reference } = await stripe.accounts.transfer({
      idempotencyKey: `transfer:${unique()}`,
      amountCents: 9_680,
      destination: accountId,
      sourceTransaction,
      transferGroup: `thon:${event.id}`,
    });
    await stripe.accounts.reverseTransfer({
      idempotencyKey: `reversal:${unique()}`,
      transfer: reference,
      amountCents: 1_000,
    });

    // What was transferred, less what was taken back; then nothing is left to pay out.
    const paid = stripe.api.payouts.payOutAvailable(accountId, signedDelivery);
    if (!paid) throw new Error('nothing was paid out');
    expect(paid.payout).toMatchObject({ amount: 8_680, status: 'paid' });
    expect(stripe.api.payouts.payOutAvailable(accountId, signedDelivery)).toBeUndefined();
    expect(await deliver(paid.delivery)).toBe('applied');
    expect(await thonMoneyTotals(server.db, { eventId: event.id })).toMatchObject({
      paidOutCents: 8_680,
      inTransitCents: 0,
    });
  });
});
