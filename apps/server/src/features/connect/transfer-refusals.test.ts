import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { deliverWebhook, signedDelivery } from '../../integrations/payments/testing/stripe-webhooks';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { splitCharges, transferKey } from './split-charges';
import { paidStripeGift, useStripeSplits } from './testing';

const { chargeTransfers, transferReversals } = schema;

describe('a transfer or reversal Stripe refuses for good', () => {
  const { stripe, api, server, context } = useStripeSplits();
  const transferOf = async (paymentId: string, share: 'school' | 'commission') =>
    (await server.db.select().from(chargeTransfers).where(eq(chargeTransfers.paymentId, paymentId))).find(
      (transfer) => transfer.share === share,
    );
  // How often the worker asked Stripe under each key: a network retry inside one ask is not another.
  const asks = new Map<string, number>();
  const asked = (key: string) => asks.get(key) ?? 0;
  const count = (key: string) => asks.set(key, asked(key) + 1);
  const counting = (): PaymentAccounts =>
    Object.assign(Object.create(stripe.accounts), {
      transfer(input: Parameters<PaymentAccounts['transfer']>[0]) {
        count(input.idempotencyKey);
        return stripe.accounts.transfer(input);
      },
      reverseTransfer(input: Parameters<PaymentAccounts['reverseTransfer']>[0]) {
        count(input.idempotencyKey);
        return stripe.accounts.reverseTransfer(input);
      },
    });
  /** Stripe disables the account after onboarding: it can no longer receive transfers. */
  const disable = (accountId: string) =>
    Object.assign(api.connect.accounts.get(accountId) ?? {}, {
      charges_enabled: false,
      payouts_enabled: false,
    });
  const accountUpdated = (accountId: string) =>
    deliverWebhook(
      server.app,
      signedDelivery({ type: 'account.updated', object: api.connect.accounts.get(accountId) }),
    );

  it("is refused with Stripe's reason and asked no more, until the account says it is fixed; then it is made once under its key", async () => {
    const gift = await paidStripeGift(server.db, stripe);
    disable(gift.schoolAccount);
    await splitCharges(context(counting()));
    await splitCharges(context(counting()));

    const key = transferKey(gift.payment.id, 'school');
    expect(asked(key)).toBe(1);
    expect(await transferOf(gift.payment.id, 'school')).toMatchObject({
      state: 'refused',
      refusal: expect.stringContaining('capabilities enabled'),
    });
    expect(await transferOf(gift.payment.id, 'commission')).toMatchObject({ state: 'made' });

    // An update that leaves the account unable to take charges asks nothing again.
    expect((await accountUpdated(gift.schoolAccount)).json()).toMatchObject({ Outcome: 'applied' });
    await splitCharges(context(counting()));
    expect(asked(key)).toBe(1);

    api.connect.completeOnboarding(gift.schoolAccount);
    await accountUpdated(gift.schoolAccount);
    await splitCharges(context(counting()));
    await splitCharges(context(counting()));
    const atStripe = [...api.connect.transfers.values()].filter(
      (transfer) => transfer.destination === gift.schoolAccount,
    );
    expect(atStripe.map((transfer) => transfer.amount)).toEqual([7_500]);
    expect(asked(key)).toBe(2);
    expect(await transferOf(gift.payment.id, 'school')).toMatchObject({
      state: 'made',
      reference: atStripe[0]?.id,
      refusal: null,
    });
  });

  it('keeps asking a transfer refused for a passing reason, such as the money not being there yet', async () => {
    const gift = await paidStripeGift(server.db, stripe);
    // The split is recorded, and its transfers fail on the way.
    const unreachable: PaymentAccounts = Object.assign(Object.create(stripe.accounts), {
      async transfer() {
        throw new Error('connection reset');
      },
    });
    await splitCharges(context(unreachable));
    const key = transferKey(gift.payment.id, 'school');
    expect(await transferOf(gift.payment.id, 'school')).toMatchObject({ state: 'pending' });

    // More than the charge left for it: Stripe answers insufficient funds, which a later balance cures.
    await server.db
      .update(chargeTransfers)
      .set({ amountCents: 99_999 })
      .where(eq(chargeTransfers.idempotencyKey, key));
    await splitCharges(context(counting()));
    await splitCharges(context(counting()));
    expect(asked(key)).toBe(2);
    expect(await transferOf(gift.payment.id, 'school')).toMatchObject({ state: 'pending', refusal: null });
  });

  it('refuses a reversal of what is no longer there, and asks it no more', async () => {
    const gift = await paidStripeGift(server.db, stripe);
    await ledgerCharges(server.db, { paymentIds: [gift.payment.id], platformFeeBasisPoints: 500 });
    await splitCharges(context(counting()));
    const school = await transferOf(gift.payment.id, 'school');
    // Someone took the whole transfer back in Stripe's dashboard.
    await stripe.accounts.reverseTransfer({
      idempotencyKey: `by-hand:${school?.id}`,
      transfer: school?.reference ?? '',
      amountCents: 7_500,
    });
    await server.db.transaction((tx) => raiseRefundedTotal(tx, { id: gift.payment.id }, 5_165));
    await splitCharges(context(counting()));
    await splitCharges(context(counting()));

    const [owed] = await server.db
      .select()
      .from(transferReversals)
      .where(eq(transferReversals.transferId, school?.id ?? ''));
    expect(owed).toMatchObject({ state: 'refused', refusal: expect.stringContaining('only 0 remain') });
    expect(asked(owed?.idempotencyKey ?? '')).toBe(1);
  });
});
