import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { deliverWebhook, signedDelivery } from '../../integrations/payments/testing/stripe-webhooks';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { splitCharges, transferKey } from './split-charges';
import { paidStripeGift, useStripeSplits } from './testing';

const { chargeTransfers, transferReversals } = schema;

describe("a franchise's commission owed while its account could not take charges", () => {
  const { stripe, api, server, context } = useStripeSplits();
  const commissionOf = async (paymentId: string) =>
    (await server.db.select().from(chargeTransfers).where(eq(chargeTransfers.paymentId, paymentId))).find(
      ({ share }) => share === 'commission',
    );
  const transfersTo = (accountId: string | null) =>
    [...api.connect.transfers.values()].filter((transfer) => transfer.destination === accountId);
  /** The franchise finishes Stripe's onboarding, and Stripe says so. */
  async function onboard(accountId: string) {
    api.connect.completeOnboarding(accountId);
    const updated = signedDelivery({ type: 'account.updated', object: api.connect.accounts.get(accountId) });
    expect((await deliverWebhook(server.app, updated)).json()).toMatchObject({ Outcome: 'applied' });
  }

  it('is transferred once the account can take charges, exactly once when killed after Stripe made it', async () => {
    const gift = await paidStripeGift(server.db, stripe, { franchiseeReady: false });
    await splitCharges(context());
    expect(await commissionOf(gift.payment.id)).toBeUndefined();

    await onboard(gift.franchiseeAccount ?? '');
    // The process dies after Stripe made the transfer and before its answer was written.
    const dying: PaymentAccounts = Object.assign(Object.create(stripe.accounts), {
      async transfer(input: Parameters<PaymentAccounts['transfer']>[0]) {
        await stripe.accounts.transfer(input);
        throw new Error('killed before the answer was written');
      },
    });
    await splitCharges(context(dying));
    expect(await commissionOf(gift.payment.id)).toMatchObject({
      state: 'pending',
      amountCents: 2_000,
      idempotencyKey: transferKey(gift.payment.id, 'commission'),
    });
    await splitCharges(context());
    await splitCharges(context());

    const made = transfersTo(gift.franchiseeAccount);
    expect(made.map((transfer) => transfer.amount)).toEqual([2_000]);
    expect(await commissionOf(gift.payment.id)).toMatchObject({ state: 'made', reference: made[0]?.id });
  });

  it('owes back, as soon as it is recorded, what the charge gave back while it was owed', async () => {
    const gift = await paidStripeGift(server.db, stripe, { franchiseeReady: false });
    await splitCharges(context());
    expect(await commissionOf(gift.payment.id)).toBeUndefined();
    await server.db.transaction((tx) => raiseRefundedTotal(tx, { id: gift.payment.id }, 5_165));
    await onboard(gift.franchiseeAccount ?? '');
    await splitCharges(context());

    const commission = await commissionOf(gift.payment.id);
    const reversals = await server.db
      .select()
      .from(transferReversals)
      .where(eq(transferReversals.transferId, commission?.id ?? ''));
    expect(reversals.map(({ amountCents, state }) => ({ amountCents, state }))).toEqual([
      { amountCents: 1_000, state: 'made' },
    ]);
    expect(transfersTo(gift.franchiseeAccount)[0]).toMatchObject({ amount: 2_000, amount_reversed: 1_000 });
  });
});
