import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TransferRefused } from './payment-accounts.types';
import { paidIntent as paidCharge, useStripeApi } from './testing/stripe-webhooks';

describe('Stripe Connect accounts, through the real SDK against a server that answers like Stripe', () => {
  const stripe = useStripeApi();
  const { api } = stripe;

  const open = (idempotencyKey = `thon-creation:${randomUUID()}:1`, legalName = 'Birch PTA') =>
    stripe.accounts.openAccount({ idempotencyKey, legalName, email: 'pta@birch.example.org' });

  const paidIntent = (amountCents = 10_000) => paidCharge(stripe.payments, amountCents);

  it('opens one Express account per key, and refuses the key with other details', async () => {
    const key = `thon-creation:${randomUUID()}:1`;
    const first = await open(key);
    expect(await open(key)).toEqual(first);
    expect(api.connect.accounts.get(first.accountId)).toMatchObject({
      type: 'express',
      charges_enabled: false,
    });
    await expect(open(key, 'Another PTA')).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(api.calls.filter((call) => call.idempotencyKey === key)).toHaveLength(1);
  });

  it('links to hosted onboarding, and reads the account as it stands after it', async () => {
    const { accountId } = await open();
    const url = await stripe.accounts.onboardingLink({
      accountId,
      returnUrl: 'https://pledgethon.example/thon/B1/settings?payouts=returned',
      refreshUrl: 'https://pledgethon.example/thon/B1/settings?payouts=expired',
      testOnboardingUrl: 'https://pledgethon.example/thon/B1/test-onboarding',
    });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(await stripe.accounts.accountState(accountId)).toMatchObject({
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: 4,
    });
    api.connect.completeOnboarding(accountId);
    expect(await stripe.accounts.accountState(accountId)).toMatchObject({
      accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: 0,
    });
  });

  it("reads a charge's fee from its balance transaction, not from a formula", async () => {
    const stripesFee = api.connect.feeOf;
    api.connect.feeOf = () => 77;
    try {
      const reference = await paidIntent(10_000);
      const source = await stripe.accounts.chargeSource({ reference, amountCents: 10_000 });
      expect(source.processingFeeCents).toBe(77);
      expect(source.sourceTransaction).toMatch(/^ch_/);
    } finally {
      api.connect.feeOf = stripesFee;
    }
  });

  it('transfers from a charge once per key, refuses the key with another amount for good, and never more than the net', async () => {
    const { accountId } = await open();
    api.connect.completeOnboarding(accountId);
    const reference = await paidIntent(10_000);
    const { sourceTransaction } = await stripe.accounts.chargeSource({ reference, amountCents: 10_000 });
    const transfer = (amountCents: number, idempotencyKey = `charge-transfer:${randomUUID()}:school`) =>
      stripe.accounts.transfer({
        idempotencyKey,
        amountCents,
        destination: accountId,
        sourceTransaction,
        transferGroup: 'thon:x',
      });
    const key = `charge-transfer:${randomUUID()}:school`;
    const first = await transfer(9_000, key);
    expect(await transfer(9_000, key)).toEqual(first);
    // The key used with another amount cannot be asked again: only a person can sort it out.
    await expect(transfer(9_100, key)).rejects.toBeInstanceOf(TransferRefused);
    expect(api.connect.transfers.get(first.reference)).toMatchObject({
      amount: 9_000,
      destination: accountId,
      source_transaction: sourceTransaction,
      transfer_group: 'thon:x',
    });
    // $100.00 less Stripe's $3.20 leaves $96.80: $9.00 more would overdraw it, which money arriving cures.
    const overdrawn = await transfer(900).catch((error: unknown) => error);
    expect(overdrawn).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(overdrawn).toMatchObject({ code: 'balance_insufficient' });
    expect(
      [...api.connect.transfers.values()].filter((t) => t.source_transaction === sourceTransaction),
    ).toHaveLength(1);
  });

  it('refuses for good a transfer to an account that has not finished onboarding, with its reason', async () => {
    const { accountId } = await open();
    const reference = await paidIntent();
    const { sourceTransaction } = await stripe.accounts.chargeSource({ reference, amountCents: 10_000 });
    await expect(
      stripe.accounts.transfer({
        idempotencyKey: `charge-transfer:${randomUUID()}:school`,
        amountCents: 1_000,
        destination: accountId,
        sourceTransaction,
        transferGroup: 'thon:x',
      }),
    ).rejects.toMatchObject({
      name: 'TransferRefused',
      reason: expect.stringContaining('capabilities enabled'),
    });
  });

  it('closes an account a Thon was not written for', async () => {
    const { accountId } = await open();
    await stripe.accounts.closeAccount(accountId);
    expect(api.connect.accounts.has(accountId)).toBe(false);
  });
});
