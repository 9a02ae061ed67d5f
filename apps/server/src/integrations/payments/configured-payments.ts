import type { Config } from '../../config';
import type { Payments } from './payments.types';
import { StripePayments } from './stripe-payments';
import { testPayments } from './test-payments';

/** Stripe when its keys are configured (all three, checked with the config); the test provider otherwise. */
export function configuredPayments(config: Config): Payments {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return testPayments;
  return new StripePayments({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  });
}
