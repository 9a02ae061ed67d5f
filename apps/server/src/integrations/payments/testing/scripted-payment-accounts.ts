import { localPaymentAccounts } from '../local-payment-accounts';
import type { PaymentAccounts } from '../payment-accounts.types';

/**
 * A provider for tests that remembers its open accounts by key, like a real one, and fails the calls
 * a test asks it to fail.
 */
export class ScriptedPaymentAccounts implements PaymentAccounts {
  readonly name = 'scripted';
  readonly test = true;
  // Onboarding, charges, transfers and reversals as the test provider answers them.
  readonly onboardingLink = localPaymentAccounts.onboardingLink;
  readonly accountState = localPaymentAccounts.accountState;
  readonly chargeSource = localPaymentAccounts.chargeSource;
  readonly transfer = localPaymentAccounts.transfer;
  readonly reverseTransfer = localPaymentAccounts.reverseTransfer;
  readonly open = new Map<string, string>();
  readonly closed: string[] = [];
  openCalls = 0;
  failOpen = false;
  failClose = false;
  private next = 0;

  async openAccount({ idempotencyKey }: { idempotencyKey: string }) {
    this.openCalls += 1;
    if (this.failOpen) throw new Error('provider refused to open the account');
    let accountId = this.open.get(idempotencyKey);
    if (!accountId) {
      this.next += 1;
      accountId = `acct_scripted_${this.next}`;
      this.open.set(idempotencyKey, accountId);
    }
    return { accountId };
  }

  async closeAccount(accountId: string) {
    if (this.failClose) throw new Error('provider refused to close the account');
    this.closed.push(accountId);
    for (const [key, id] of this.open) if (id === accountId) this.open.delete(key);
  }

  /** Accounts opened and not closed. */
  get openAccounts(): string[] {
    return [...this.open.values()];
  }
}
