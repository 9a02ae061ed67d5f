import type { Config } from '../../config';
import type { Payments } from './payments.types';
import { testPayments } from './test-payments';

/** The provider the configuration names: the built-in test provider until Stripe's keys are set. */
export function paymentsFor(_config: Config): Payments {
  return testPayments;
}
