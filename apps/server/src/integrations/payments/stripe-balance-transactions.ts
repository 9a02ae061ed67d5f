import { RECONCILED_TRANSACTIONS } from '@pledgethon/core';
import Stripe from 'stripe';
import type {
  BalanceTransactions,
  Period,
  ProviderTransaction,
} from '../../features/reconciliation/balance-transactions';
import type { StripeSettings } from './stripe-payments';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const milliseconds = (seconds: number) => seconds * 1000;

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

/** The transfer (or a reinstatement's new transfer) or reversal a balance transaction moved money for, if it is one. */
function transferOf(txn: Stripe.BalanceTransaction): ProviderTransaction | null {
  const source = txn.source;
  if (!source || typeof source === 'string') return null;
  if (txn.type === 'transfer' && source.object === 'transfer')
    return {
      transaction: 'transfer',
      reference: source.id,
      amountCents: -txn.amount,
      feeCents: 0,
      atMs: milliseconds(txn.created),
    };
  if (txn.type === 'transfer_refund' && source.object === 'transfer_reversal')
    return {
      transaction: 'transfer_reversal',
      reference: source.id,
      amountCents: txn.amount,
      feeCents: 0,
      atMs: milliseconds(txn.created),
    };
  return null;
}

/**
 * The platform account's balance transactions (decision 139), read a page (100) at a time over the
 * period by their `created` moment, each with its source expanded so a charge and a refund name the
 * payment intent our payments are recorded under. Charges, refunds and disputes (decision 152: a
 * withdrawal, negative with the dispute fee; a reinstatement, positive with any fee returned as a
 * negative fee, named by the dispute) are compared, and so are the transfers to connected accounts and
 * their reversals (`transfer_refund`), named by their own ids (decision 156). The platform's own
 * payouts are not the ledger's moves. A school's payouts are its connected account's: each school
 * account's payouts whose arrival date falls in the period are read with its `Stripe-Account`, and
 * those the bank received or returned are compared with the ledger's (decision 156).
 */
export class StripeBalanceTransactions implements BalanceTransactions {
  readonly provider = 'stripe';
  // Every kind but the payout sent: a school's payouts reach the ledger by their webhooks once they
  // end, so they are compared by where they ended.
  readonly compares = RECONCILED_TRANSACTIONS.filter((kind) => kind !== 'payout');
  private readonly stripe: Stripe;
  private readonly schoolAccounts: () => Promise<string[]>;
  private readonly pageSize: number;

  constructor(
    settings: Pick<StripeSettings, 'secretKey' | 'api'>,
    options: {
      /** The connected accounts that Thons' money is paid into, whose payouts the ledger records. */
      schoolAccounts: () => Promise<string[]>;
      // Stripe's largest page; a test reads smaller ones to walk the pages.
      pageSize?: number;
    },
  ) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      maxNetworkRetries: 2,
      telemetry: false,
    });
    this.schoolAccounts = options.schoolAccounts;
    this.pageSize = options.pageSize ?? 100;
  }

  async *list(period: Period): AsyncIterable<ProviderTransaction> {
    yield* this.platformTransactions(period);
    for (const account of await this.schoolAccounts()) yield* this.payouts(account, period);
  }

  private async *platformTransactions(period: Period): AsyncIterable<ProviderTransaction> {
    const pages = this.stripe.balanceTransactions.list({
      created: { gte: seconds(period.start), lt: seconds(period.end) },
      limit: this.pageSize,
      expand: ['data.source'],
    });
    for await (const txn of pages) {
      const atMs = milliseconds(txn.created);
      const dispute = disputeOf(txn.source);
      if (dispute) {
        yield txn.amount < 0
          ? {
              transaction: 'dispute_withdrawn',
              reference: dispute,
              amountCents: -txn.amount,
              feeCents: txn.fee,
              atMs,
            }
          : {
              transaction: 'dispute_reinstated',
              reference: dispute,
              amountCents: txn.amount,
              feeCents: -txn.fee,
              atMs,
            };
        continue;
      }
      const transfer = transferOf(txn);
      if (transfer) {
        yield transfer;
        continue;
      }
      const reference = intentOf(txn.source);
      if (!reference) continue;
      if (txn.type === 'charge' || txn.type === 'payment')
        yield { transaction: 'charge', reference, amountCents: txn.amount, feeCents: txn.fee, atMs };
      else if (txn.type === 'refund' || txn.type === 'payment_refund')
        yield { transaction: 'refund', reference, amountCents: -txn.amount, feeCents: txn.fee, atMs };
    }
  }

  /** A school account's payouts that reached its bank or came back from it, by their arrival date. */
  private async *payouts(account: string, period: Period): AsyncIterable<ProviderTransaction> {
    const pages = this.stripe.payouts.list(
      { arrival_date: { gte: seconds(period.start), lt: seconds(period.end) }, limit: this.pageSize },
      { stripeAccount: account },
    );
    for await (const payout of pages)
      if (payout.status === 'paid' || payout.status === 'failed')
        yield {
          transaction: payout.status === 'paid' ? 'payout_paid' : 'payout_failed',
          reference: payout.id,
          amountCents: payout.amount,
          feeCents: 0,
          atMs: milliseconds(payout.arrival_date),
        };
  }
}
