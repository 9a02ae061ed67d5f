import { eq, rowsOf, schema, sql } from '@pledgethon/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { useStripeApi } from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import { ledgerCharges } from '../payment-states/ledger-entries.queries';
import { type SplitContext, splitCharges, transferKey } from './split-charges';
import { paidStripeGift } from './testing';

const { chargeSplits, chargeTransfers } = schema;

describe('splitting a paid charge between the school, the franchisee and the platform at Stripe', () => {
  const stripe = useStripeApi();
  const { api } = stripe;
  const server = useTestApp();

  const log = pino({ level: 'silent' });
  const context = (overrides: Partial<SplitContext> = {}): SplitContext => ({
    db: server.db,
    accounts: stripe.accounts,
    paymentProvider: 'stripe',
    platformFeeBasisPoints: 500,
    log,
    ...overrides,
  });

  const paidGift = (options?: Parameters<typeof paidStripeGift>[2]) =>
    paidStripeGift(server.db, stripe, options);

  const transfersOf = (paymentId: string) =>
    server.db.select().from(chargeTransfers).where(eq(chargeTransfers.paymentId, paymentId));
  const transfersAtStripe = (destination: string | null) =>
    [...api.connect.transfers.values()].filter((transfer) => transfer.destination === destination);

  it("divides a charge with Stripe's own fee, and transfers the school's share and the commission once", async () => {
    const gift = await paidGift();
    await splitCharges(context());
    await splitCharges(context());

    // Stripe kept $3.30; the franchise 20% and the platform 5% of the $100 pledge; the school the rest.
    const [split] = await server.db
      .select()
      .from(chargeSplits)
      .where(eq(chargeSplits.paymentId, gift.payment.id));
    expect(split).toMatchObject({
      processingFeeCents: 330,
      commissionCents: 2_000,
      platformFeeCents: 500,
      schoolCents: 7_500,
      transferGroup: `thon:${gift.event.id}`,
    });
    expect(split?.sourceTransaction).toMatch(/^ch_/);
    const [school] = transfersAtStripe(gift.schoolAccount);
    const [commission] = transfersAtStripe(gift.franchiseeAccount);
    expect(transfersAtStripe(gift.schoolAccount)).toHaveLength(1);
    expect(transfersAtStripe(gift.franchiseeAccount)).toHaveLength(1);
    expect(school).toMatchObject({ amount: 7_500, source_transaction: split?.sourceTransaction });
    expect(commission).toMatchObject({ amount: 2_000, transfer_group: `thon:${gift.event.id}` });
    expect(
      (await transfersOf(gift.payment.id)).map(({ share, state, reference }) => ({
        share,
        state,
        reference,
      })),
    ).toEqual(
      expect.arrayContaining([
        { share: 'school', state: 'made', reference: school?.id },
        { share: 'commission', state: 'made', reference: commission?.id },
      ]),
    );
  });

  it("brings the ledger's processing fee to the one Stripe reports, so the school's balance is what it is sent", async () => {
    // Stripe keeps $3.45 of this charge, not the $3.30 its answer was recorded with.
    const feeOf = api.connect.feeOf;
    api.connect.feeOf = () => 345;
    const gift = await paidGift().finally(() => {
      api.connect.feeOf = feeOf;
    });
    // The charge entry was written when the payment succeeded, with the fee its answer gave ($3.30).
    await server.db
      .update(schema.payments)
      .set({ processingFeeCents: 330 })
      .where(eq(schema.payments.id, gift.payment.id));
    await ledgerCharges(server.db, { paymentIds: [gift.payment.id], platformFeeBasisPoints: 500 });
    await splitCharges(context());
    await splitCharges(context());
    const balances = await server.db.execute(sql`
      select l.account, sum(l.amount_cents)::int as cents from ledger_lines l
      join ledger_entries e on e.id = l.entry_id where e.payment_id = ${gift.payment.id} group by l.account`);
    const byAccount = Object.fromEntries(
      rowsOf<{ account: string; cents: number }>(balances).map((row) => [row.account, row.cents]),
    );
    const [school] = transfersAtStripe(gift.schoolAccount);
    expect(school?.amount).toBe(10_330 - 345 - 2_000 - 500);
    expect(byAccount).toMatchObject({
      processing_fees: 345,
      franchisee_commission: 2_000,
      platform_fees: 500,
      school_balance: school?.amount,
    });
    expect(Object.values(byAccount).reduce((sum, cents) => sum + cents, 0)).toBe(0);
  });

  it('keeps a franchise commission on the platform while the franchisee has no account, and splits nothing for a school not yet onboarded', async () => {
    const noFranchiseeAccount = await paidGift({ franchiseeAccount: false });
    const notReady = await paidGift({ schoolReady: false });
    await splitCharges(context());

    expect((await transfersOf(noFranchiseeAccount.payment.id)).map(({ share }) => share)).toEqual(['school']);
    const unsplit = await server.db
      .select()
      .from(chargeSplits)
      .where(eq(chargeSplits.paymentId, notReady.payment.id));
    expect(unsplit).toEqual([]);
    expect(transfersAtStripe(notReady.schoolAccount)).toEqual([]);
  });

  it('resumes transfers whose answers were lost with the key and amount first recorded, and transfers nothing twice', async () => {
    const gift = await paidGift();
    // The process dies after Stripe made each transfer and before its answer was written.
    const dying: PaymentAccounts = Object.assign(Object.create(stripe.accounts), {
      async transfer(input: Parameters<PaymentAccounts['transfer']>[0]) {
        await stripe.accounts.transfer(input);
        throw new Error('killed before the answer was written');
      },
    });
    await splitCharges(context({ accounts: dying }));
    const recorded = await transfersOf(gift.payment.id);
    expect(recorded.map(({ state, idempotencyKey }) => ({ state, idempotencyKey }))).toEqual(
      expect.arrayContaining([
        { state: 'pending', idempotencyKey: transferKey(gift.payment.id, 'school') },
        { state: 'pending', idempotencyKey: transferKey(gift.payment.id, 'commission') },
      ]),
    );

    // Meanwhile the platform's fee changed: what was asked is asked again as it was.
    await splitCharges(context({ platformFeeBasisPoints: 1_000 }));
    const [school] = transfersAtStripe(gift.schoolAccount);
    expect(transfersAtStripe(gift.schoolAccount)).toHaveLength(1);
    expect(transfersAtStripe(gift.franchiseeAccount)).toHaveLength(1);
    expect(school?.amount).toBe(7_500);
    const made = await transfersOf(gift.payment.id);
    expect(made.every(({ state }) => state === 'made')).toBe(true);
    expect(made.find(({ share }) => share === 'school')?.reference).toBe(school?.id);
  });

  it('leaves every step for the next run while Stripe is down', async () => {
    const gift = await paidGift();
    api.down = true;
    try {
      await splitCharges(context());
    } finally {
      api.down = false;
    }
    expect(
      await server.db.select().from(chargeSplits).where(eq(chargeSplits.paymentId, gift.payment.id)),
    ).toEqual([]);
    await splitCharges(context());
    expect(transfersAtStripe(gift.schoolAccount)).toHaveLength(1);
  });
});
