import type { schema } from '@pledgethon/db';

type ReconciledTransaction = schema.ReconciledTransaction;

/** From `start` up to, not including, `end`. */
export type Period = { start: Date; end: Date };

/**
 * A provider's balance transaction in the ledger's terms (decision 139): a charge with its gross and
 * the fee the provider kept, a refund named by the charge it gives back (its amount positive), or a
 * payout of a school's balance. `reference` is what the platform's rows call it: the charge's
 * reference on its payment, the payout's id.
 */
export type ProviderTransaction = {
  transaction: ReconciledTransaction;
  reference: string;
  amountCents: number;
  feeCents: number;
  /** When the provider dated it, in milliseconds since the epoch. */
  atMs: number;
};

/** What a provider reports having moved over a period, read from its own records. */
export interface BalanceTransactions {
  /** The provider as payments and payouts name it ('stripe', 'test'). */
  readonly provider: string;
  /** The kinds of transaction its records hold, so the ledger's others are not reported missing. */
  readonly compares: readonly ReconciledTransaction[];
  list(period: Period): AsyncIterable<ProviderTransaction>;
}
