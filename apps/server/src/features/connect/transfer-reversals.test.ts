import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { useStripeApi } from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { type SplitContext, splitCharges } from './split-charges';
import { paidStripeGift } from './testing';

const { chargeTransfers, transferReversals } = schema;

describe("taking a refunded charge's transfers back from the connected accounts at Stripe", () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp();

  const context = (overrides: Partial<SplitContext> = {}): SplitContext => ({
    db: server.db,
    accounts: stripe.accounts,
    paymentProvider: 'stripe',
    platformFeeBasisPoints: 500,
    log: pino({ level: 'silent' }),
    ...overrides,
  });

  /** The $103.30 gift, in the ledger, split and its transfers made: $75.00 to the school, $20.00 commission. */
  const splitGift = async () => {
    const gift = await paidStripeGift(server.db, stripe);
    await ledgerCharges(server.db, { paymentIds: [gift.payment.id], platformFeeBasisPoints: 500 });
    await splitCharges(context());
    return gift;
  };
  const refundTo = (paymentId: string, cents: number) =>
    server.db.transaction((tx) => raiseRefundedTotal(tx, { id: paymentId }, cents));
  const owedOf = async (paymentId: string) =>
    server.db
      .select({
        share: chargeTransfers.share,
        amountCents: transferReversals.amountCents,
        state: transferReversals.state,
        reference: transferReversals.reference,
      })
      .from(transferReversals)
      .innerJoin(chargeTransfers, eq(chargeTransfers.id, transferReversals.transferId))
      .where(eq(chargeTransfers.paymentId, paymentId));
  /** Stripe's reversals of the transfers to `destination`, by amount. */
  const reversedAtStripe = (destination: string | null) => {
    const transfers = [...api.connect.transfers.values()].filter((made) => made.destination === destination);
    return [...api.connect.reversals.values()]
      .filter((reversal) => transfers.some((made) => made.id === reversal.transfer))
      .map((reversal) => reversal.amount);
  };

  it('reverses each transfer in proportion exactly once, also when killed after Stripe reversed it', async () => {
    const gift = await splitGift();
    // Half the charge is refunded: the row owed is written with the refund, before Stripe is asked.
    await refundTo(gift.payment.id, 5_165);
    await refundTo(gift.payment.id, 5_165);
    expect(
      (await owedOf(gift.payment.id)).map(({ share, amountCents, state }) => [share, amountCents, state]),
    ).toEqual(
      expect.arrayContaining([
        ['school', 3_750, 'pending'],
        ['commission', 1_000, 'pending'],
      ]),
    );

    // The process dies after Stripe made each reversal and before its answer was written.
    const dying: PaymentAccounts = Object.assign(Object.create(stripe.accounts), {
      async reverseTransfer(input: Parameters<PaymentAccounts['reverseTransfer']>[0]) {
        await stripe.accounts.reverseTransfer(input);
        throw new Error('killed before the answer was written');
      },
    });
    await splitCharges(context({ accounts: dying }));
    expect((await owedOf(gift.payment.id)).every(({ state }) => state === 'pending')).toBe(true);
    await splitCharges(context());
    await splitCharges(context());

    expect(reversedAtStripe(gift.schoolAccount)).toEqual([3_750]);
    expect(reversedAtStripe(gift.franchiseeAccount)).toEqual([1_000]);
    const owed = await owedOf(gift.payment.id);
    expect(owed.every(({ state, reference }) => state === 'made' && reference?.startsWith('trr_'))).toBe(
      true,
    );

    // The rest is refunded: the transfers are taken back whole, and no more.
    await refundTo(gift.payment.id, 10_330);
    await splitCharges(context());
    expect(reversedAtStripe(gift.schoolAccount)).toEqual([3_750, 3_750]);
    expect(reversedAtStripe(gift.franchiseeAccount)).toEqual([1_000, 1_000]);
  });

  it('owes back what was refunded before the charge was split, once its transfers are made', async () => {
    const gift = await paidStripeGift(server.db, stripe);
    await ledgerCharges(server.db, { paymentIds: [gift.payment.id], platformFeeBasisPoints: 500 });
    await refundTo(gift.payment.id, 1_033);
    await splitCharges(context());
    expect(reversedAtStripe(gift.schoolAccount)).toEqual([750]);
    expect(reversedAtStripe(gift.franchiseeAccount)).toEqual([200]);
  });

  it("answers Stripe's idempotency error for a reversal's key asked again with another amount as a refusal for good", async () => {
    const gift = await splitGift();
    const [transfer] = await server.db
      .select()
      .from(chargeTransfers)
      .where(eq(chargeTransfers.paymentId, gift.payment.id));
    const asked = { idempotencyKey: `reversal-${gift.payment.id}`, transfer: transfer?.reference ?? '' };
    const first = await stripe.accounts.reverseTransfer({ ...asked, amountCents: 100 });
    expect(await stripe.accounts.reverseTransfer({ ...asked, amountCents: 100 })).toEqual(first);
    await expect(stripe.accounts.reverseTransfer({ ...asked, amountCents: 200 })).rejects.toMatchObject({
      name: 'TransferRefused',
      reason: expect.stringContaining('same parameters'),
    });
  });
});
