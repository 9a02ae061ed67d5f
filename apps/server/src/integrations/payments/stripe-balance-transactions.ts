import Stripe from 'stripe';
import type {
  BalanceTransactions,
  Period,
  ProviderTransaction,
} from '../../features/reconciliation/balance-transactions';
import type { StripeSettings } from './stripe-payments';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The payment intent a charge or refund belongs to: what our payments call the charge. */
function intentOf(source: Stripe.BalanceTransaction['source']): string | null {
  if (!source || typeof source === 'string' || !('payment_intent' in source)) return null;
  const intent = source.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** The dispute a balance transaction moved money for (its source expanded), if it is one. */
function disputeOf(source: Stripe.BalanceTransaction['source']): string | null {
  return source && typeof source !== 'string' && source.object === 'dispute' ? source.id : null;
}

/**
 * The platform account's balance transactions (decision 139), read a page (100) at a time over the
 * period by their `created` moment, each with its source expanded so a charge and a refund name the
 * payment intent our payments are recorded under. Charges, refunds and disputes (decision 152: a
 * withdrawal, negative with the dispute fee; a reinstatement, positive with any fee returned as a
 * negative fee, named by the dispute) are compared; the platform's
 * transfers and its own payouts are not the ledger's moves, and a school's payouts are its connected
 * account's, not the platform's.
 */
export class StripeBalanceTransactions implements BalanceTransactions {
  readonly provider = 'stripe';
  readonly compares = ['charge', 'refund', 'dispute_withdrawn', 'dispute_reinstated'] as const;
  private readonly stripe: Stripe;

  constructor(
    settings: Pick<StripeSettings, 'secretKey' | 'api'>,
    // Stripe's largest page; a test reads smaller ones to walk the pages.
    private readonly pageSize = 100,
  ) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async *list(period: Period): AsyncIterable<ProviderTransaction> {
    const pages = this.stripe.balanceTransactions.list({
      created: { gte: seconds(period.start), lt: seconds(period.end) },
      limit: this.pageSize,
      expand: ['data.source'],
    });
    for await (const txn of pages) {
      const dispute = disputeOf(txn.source);
      if (dispute) {
        yield txn.amount < 0
          ? {
              transaction: 'dispute_withdrawn',
              reference: dispute,
              amountCents: -txn.amount,
              feeCents: txn.fee,
            }
          : {
              transaction: 'dispute_reinstated',
              reference: dispute,
              amountCents: txn.amount,
              feeCents: -txn.fee,
            };
        continue;
      }
      const reference = intentOf(txn.source);
      if (!reference) continue;
      if (txn.type === 'charge' || txn.type === 'payment')
        yield { transaction: 'charge', reference, amountCents: txn.amount, feeCents: txn.fee };
      else if (txn.type === 'refund' || txn.type === 'payment_refund')
        yield { transaction: 'refund', reference, amountCents: -txn.amount, feeCents: txn.fee };
    }
  }
}
