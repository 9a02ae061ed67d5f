/**
 * The payment provider's side of a Thon: the account its money is paid into. Creating a Thon opens
 * one; closing it is the compensation when the Thon cannot be written after all.
 */
export interface PaymentAccounts {
  /** Names the provider in logs and on the Thon's record. */
  readonly name: string;
  /** The same key always answers the same account, so a repeated call never opens a second one. */
  openAccount(input: {
    idempotencyKey: string;
    legalName: string;
    email: string;
  }): Promise<{ accountId: string }>;
  closeAccount(accountId: string): Promise<void>;
}
