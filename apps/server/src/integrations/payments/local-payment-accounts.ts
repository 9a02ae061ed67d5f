import { createHash } from 'node:crypto';
import { processingFeeCents } from '@pledgethon/core';
import type { PaymentAccounts } from './payment-accounts.types';

const named = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The built-in test provider's accounts, used while no real provider is configured (decision 135):
 * it keeps nothing and names each account and transfer after its key, so the same key gives the
 * same answer as a real provider's would. Onboarding is a clearly labelled page on our own site, and
 * the fee of a test charge is the product's model of it.
 */
export const localPaymentAccounts: PaymentAccounts = {
  name: 'local',
  test: true,
  async openAccount({ idempotencyKey }) {
    return { accountId: named('local_acct', idempotencyKey) };
  },
  async closeAccount() {},
  async onboardingLink({ testOnboardingUrl }) {
    return testOnboardingUrl;
  },
  async accountState() {
    return null;
  },
  async chargeSource({ reference, amountCents }) {
    return { sourceTransaction: reference, processingFeeCents: processingFeeCents(amountCents) };
  },
  async transfer({ idempotencyKey }) {
    return { reference: named('local_tr', idempotencyKey) };
  },
  async reverseTransfer({ idempotencyKey }) {
    return { reference: named('local_trr', idempotencyKey) };
  },
};
