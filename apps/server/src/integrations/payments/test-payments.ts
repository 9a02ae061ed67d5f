import { createHash } from 'node:crypto';
import { messages, processingFeeCents } from '@pledgethon/core';
import type { Payments } from './payments.types';

/**
 * The payment methods the test provider's card form makes from its test card numbers (the form maps
 * numbers to these in the browser): one that pays, one declined at once, and one that is accepted
 * when saved but declined when charged after the results, to exercise recovery.
 */
export const TEST_PAYMENT_METHODS = ['test_pm_succeeds', 'test_pm_declined', 'test_pm_fails_later'] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

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
    return { status: 'saved', savedMethod: `${method}:${digest(idempotencyKey)}` };
  },
  async charge({ idempotencyKey, amountCents, paymentMethod }) {
    const method = methodOf(paymentMethod);
    const reference = `test_ch_${digest(idempotencyKey)}`;
    if (method !== 'test_pm_succeeds')
      return { status: 'failed', reference, reason: messages.paymentDeclined };
    return { status: 'succeeded', reference, processingFeeCents: processingFeeCents(amountCents) };
  },
  async refund({ idempotencyKey, reference }) {
    if (!reference.startsWith('test_ch_')) return { status: 'failed', reason: messages.refundRefused };
    return { status: 'refunded', reference: `test_re_${digest(idempotencyKey)}` };
  },
};
