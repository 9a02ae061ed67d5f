import { createHash } from 'node:crypto';
import { messages, processingFeeCents } from '@pledgethon/core';
import type { Payments } from './payments.types';

/**
 * The payment methods the test provider's card form makes from its test card numbers (the form maps
 * numbers to these in the browser): one that pays, one declined at once, one that is accepted
 * when saved but declined when charged after the results, to exercise recovery, one whose bank
 * asks for its own check at the form (3-D Secure, decision 100) and so, like Stripe's card of the
 * same number, cannot be charged without its owner, and one that pays and whose bank then disputes
 * the payment (decision 138), as Stripe's 4000 0000 0000 0259 does.
 */
const TEST_PAYMENT_METHODS = [
  'test_pm_succeeds',
  'test_pm_declined',
  'test_pm_fails_later',
  'test_pm_bank_check',
  'test_pm_disputed',
] as const;
type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

/** The reference of a test charge its bank will dispute: the test provider's sweep finds it by this. */
export const TEST_DISPUTED_CHARGE = 'test_ch_disputed_';

/** The dispute fee the test provider's bank takes, Stripe's in the US, and gives back on a win (decision 152). */
export const TEST_DISPUTE_FEE_CENTS = 1_500;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The secret the browser's test dialog is opened with; the reference is all it needs. */
const clientSecretOf = (reference: string) => `${reference}_secret`;

const methodOf = (paymentMethod: string): TestPaymentMethod | undefined =>
  TEST_PAYMENT_METHODS.find((method) => paymentMethod === method || paymentMethod.startsWith(`${method}:`));

/**
 * The built-in test provider, used while Stripe is not configured: no money moves. It keeps nothing;
 * every answer is derived from the key and the payment method, so the same key always answers the
 * same charge, as a real provider's idempotent call does.
 */
export const testPayments: Payments = {
  name: 'test',
  live: false,
  browser: { provider: 'test' },
  async saveCard({ idempotencyKey, paymentMethod }) {
    const method = methodOf(paymentMethod);
    if (!method || method === 'test_pm_declined')
      return { status: 'failed', reason: messages.paymentDeclined };
    if (method === 'test_pm_bank_check') {
      const reference = `test_seti_${digest(idempotencyKey)}`;
      return { status: 'pending', reference, clientSecret: clientSecretOf(reference) };
    }
    return { status: 'saved', savedMethod: `${method}:${digest(idempotencyKey)}` };
  },
  async charge({ idempotencyKey, amountCents, paymentMethod, offSession }) {
    const method = methodOf(paymentMethod);
    const reference = `test_ch_${digest(idempotencyKey)}`;
    if (method === 'test_pm_bank_check' && !offSession)
      return { status: 'pending', reference, clientSecret: clientSecretOf(reference) };
    if (method === 'test_pm_disputed')
      return {
        status: 'succeeded',
        reference: `${TEST_DISPUTED_CHARGE}${digest(idempotencyKey)}`,
        processingFeeCents: processingFeeCents(amountCents),
      };
    if (method !== 'test_pm_succeeds')
      return { status: 'failed', reference, reason: messages.paymentDeclined };
    return { status: 'succeeded', reference, processingFeeCents: processingFeeCents(amountCents) };
  },
  // The bank of the test provider is the browser's test dialog: its answer comes with the question.
  // Nothing real is at stake, and the reference must still be the one this key was answered with.
  async checkCharge({ idempotencyKey, reference, amountCents, testBankAnswer }) {
    if (reference !== `test_ch_${digest(idempotencyKey)}` || testBankAnswer === 'failed')
      return { status: 'failed', reference, reason: messages.cardCheckFailed };
    if (testBankAnswer === null)
      return { status: 'pending', reference, clientSecret: clientSecretOf(reference) };
    return { status: 'succeeded', reference, processingFeeCents: processingFeeCents(amountCents) };
  },
  async checkSavedCard({ idempotencyKey, reference, testBankAnswer }) {
    if (reference !== `test_seti_${digest(idempotencyKey)}` || testBankAnswer === 'failed')
      return { status: 'failed', reason: messages.cardCheckFailed };
    if (testBankAnswer === null)
      return { status: 'pending', reference, clientSecret: clientSecretOf(reference) };
    return { status: 'saved', savedMethod: `test_pm_bank_check:${digest(idempotencyKey)}` };
  },
  async refund({ idempotencyKey, reference }) {
    if (!reference.startsWith('test_ch_')) return { status: 'failed', reason: messages.refundRefused };
    return { status: 'refunded', reference: `test_re_${digest(idempotencyKey)}` };
  },
};
