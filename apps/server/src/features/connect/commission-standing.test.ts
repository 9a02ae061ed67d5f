import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { recordDispute } from '../payment-states/dispute-moves.queries';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { askRefusedAgain } from '../payment-states/transfer-moves.queries';
import { thonMoneyTotals } from '../thon-money/thon-money';
import { commissionStanding } from './franchisee-accounts.queries';
import { splitCharges } from './split-charges';
import { paidStripeGift, useStripeSplits } from './testing';

const { pledgeCharges } = schema;

describe("a franchise's commission paid and owed, after refunds and disputes", () => {
  const { stripe, api, server, context } = useStripeSplits();

  /** A $100 gift (20% commission: $20.00) charged $103.30 at Stripe, its charge entry in the ledger. */
  async function gift(options: Parameters<typeof paidStripeGift>[2] = {}) {
    const paid = await paidStripeGift(server.db, stripe, options);
    await ledgerCharges(server.db, { paymentIds: [paid.payment.id], platformFeeBasisPoints: 500 });
    const standing = () => commissionStanding(server.db, { franchiseeId: paid.event.franchiseeId ?? '' });
    const earned = async () => (await thonMoneyTotals(server.db, { eventId: paid.event.id })).commissionCents;
    return { ...paid, standing, earned };
  }
  const refundHalf = (paymentId: string) =>
    server.db.transaction((tx) => raiseRefundedTotal(tx, { id: paymentId }, 5_165));

  it('counts as paid what the transfer put in the account less what a refund took back', async () => {
    const paid = await gift();
    await splitCharges(context());
    expect(await paid.standing()).toEqual({ paidCents: 2_000, owedCents: 0 });

    await refundHalf(paid.payment.id);
    // Owed back and not yet taken: still in the franchise's account, and nothing is owed to it.
    expect(await paid.standing()).toEqual({ paidCents: 2_000, owedCents: 0 });
    await splitCharges(context());
    expect(await paid.standing()).toEqual({ paidCents: 1_000, owedCents: 0 });
    expect(await paid.earned()).toBe(1_000);
  });

  it('splits a gift lowered before its split on the pledge as charged, so the refund is taken back once', async () => {
    const paid = await gift();
    // The donor lowered the gift to $50: half refunded, and the charge's pledge is $50 from then on.
    await refundHalf(paid.payment.id);
    await server.db
      .update(pledgeCharges)
      .set({ pledgeCents: 5_000 })
      .where(eq(pledgeCharges.paymentId, paid.payment.id));
    await splitCharges(context());
    expect(await paid.standing()).toEqual({ paidCents: 1_000, owedCents: 0 });
    expect(await paid.earned()).toBe(1_000);
  });

  it("counts as paid what is left after a lost dispute's reversal", async () => {
    const paid = await gift();
    await splitCharges(context());
    await server.db.transaction((tx) =>
      recordDispute(tx, {
        provider: 'stripe',
        disputeId: `dp_${paid.payment.id}`,
        reference: paid.payment.providerReference ?? '',
        amountCents: 10_330,
        reason: 'fraudulent',
        status: 'lost',
        withdrawn: { amountCents: 10_330, feeCents: 1_500 },
        reinstated: null,
      }),
    );
    await splitCharges(context());
    expect(await paid.standing()).toEqual({ paidCents: 0, owedCents: 0 });
    expect(await paid.earned()).toBe(0);
  });

  it('owes what the ledger says was earned when the transfer was refused, and pays it net once asked again', async () => {
    const paid = await gift();
    const franchise = paid.franchiseeAccount ?? '';
    Object.assign(api.connect.accounts.get(franchise) ?? {}, {
      charges_enabled: false,
      payouts_enabled: false,
    });
    await splitCharges(context());
    expect(await paid.standing()).toEqual({ paidCents: 0, owedCents: 2_000 });

    // Half refunded while the commission waits: only the half the franchise earned is owed.
    await refundHalf(paid.payment.id);
    expect(await paid.standing()).toEqual({ paidCents: 0, owedCents: 1_000 });

    api.connect.completeOnboarding(franchise);
    await askRefusedAgain(server.db, { accountId: franchise });
    await splitCharges(context());
    await splitCharges(context());
    expect(await paid.standing()).toEqual({ paidCents: 1_000, owedCents: 0 });
    expect(await paid.earned()).toBe(1_000);
  });
});
