import { createHash } from 'node:crypto';
import type { PaymentAccounts } from './payment-accounts.types';

/**
 * The built-in test provider, used while no real provider is configured: it keeps nothing, and names
 * the account after the key, so the same key gives the same account as a real provider's would.
 */
export const localPaymentAccounts: PaymentAccounts = {
  name: 'local',
  async openAccount({ idempotencyKey }) {
    return {
      accountId: `local_acct_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`,
    };
  },
  async closeAccount() {},
};
