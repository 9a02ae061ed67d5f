/** Where a connected account stands at the provider (decision 135). */
export type AccountState = {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** How many details the provider still asks for. */
  requirementsDue: number;
  /** The provider's time of this state: an older one never overwrites a newer one. */
  at: Date;
};

/**
 * The provider refused a transfer or a reversal for good (decision 143): asking again under the same
 * key cannot succeed until someone fixes what `reason` says. Any other failure of those calls is
 * passing (the network, the provider's own fault, its rate limit, the platform's balance) and is
 * asked again on the next run.
 */
export class TransferRefused extends Error {
  constructor(readonly reason: string) {
    super(`the provider refused the transfer: ${reason}`);
    this.name = 'TransferRefused';
  }
}

/**
 * The payment provider's side of a Thon (decision 135): the connected account its money is paid
 * into. Creating a Thon opens one; closing it is the compensation when the Thon cannot be written
 * after all. Charges are made on the platform's account, and each one's shares are transferred from
 * it to the school's and the franchisee's accounts.
 */
export interface PaymentAccounts {
  /** Names the provider on connected_accounts rows ('local', 'stripe'). */
  readonly name: string;
  /** The built-in test provider: no money moves, and every screen says so. */
  readonly test: boolean;
  /** The same key always answers the same account, so a repeated call never opens a second one. */
  openAccount(input: {
    idempotencyKey: string;
    legalName: string;
    email: string;
  }): Promise<{ accountId: string }>;
  closeAccount(accountId: string): Promise<void>;
  /**
   * Where the organiser gives the provider the school's bank and identity details: the provider's
   * hosted onboarding, or the test provider's own page on our site (`testOnboardingUrl`).
   */
  onboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
    testOnboardingUrl: string;
  }): Promise<string>;
  /** The account as the provider has it now; null for the test provider, whose state is ours alone. */
  accountState(accountId: string): Promise<AccountState | null>;
  /** The charge a payment's reference made, and the fee the provider kept on its balance transaction. */
  chargeSource(input: {
    reference: string;
    amountCents: number;
  }): Promise<{ sourceTransaction: string; processingFeeCents: number }>;
  /**
   * Moves money to a connected account: part of a charge's (`sourceTransaction`), or from the
   * platform's balance without one. The same key answers the same transfer. Throws TransferRefused
   * when the provider refuses it for good.
   */
  transfer(input: {
    idempotencyKey: string;
    amountCents: number;
    destination: string;
    sourceTransaction?: string;
    transferGroup: string;
  }): Promise<{ reference: string }>;
  /**
   * Takes part of a transfer back from its connected account; the same key answers the same reversal.
   * Throws TransferRefused when the provider refuses it for good.
   */
  reverseTransfer(input: {
    idempotencyKey: string;
    transfer: string;
    amountCents: number;
  }): Promise<{ reference: string }>;
}
