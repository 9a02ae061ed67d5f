import type { FakeObject } from './stripe-api-server';
import type { StripeConnectApi } from './stripe-connect-api';

/** Stripe's dispute fee in the US. */
const DISPUTE_FEE = 1_500;

/** An event Stripe sends about a dispute: its type and the dispute as it stood then. */
export type DisputeEvent = { type: string; object: FakeObject };

/**
 * Disputes in the local Stripe stand-in (decision 138): a donor's bank disputes a charge, Stripe
 * withdraws the amount and its fee from the platform's balance (a balance transaction), the platform
 * sends evidence, and the bank decides; a win reinstates the amount (and, as set, the fee). Each step
 * answers the events Stripe sends for it, each carrying a copy of the dispute at that moment, for a
 * test to sign and deliver in any order.
 */
export class StripeDisputes {
  /** Whether a won dispute gives its fee back. */
  feeReturnedOnWin = true;

  constructor(
    private readonly id: (prefix: string) => string,
    private readonly connect: StripeConnectApi,
    private readonly intents: Map<string, FakeObject>,
  ) {}

  /** Kept with the balance transactions, so a listing expands a dispute's as Stripe does. */
  get disputes(): Map<string, FakeObject> {
    return this.connect.disputes;
  }

  /** The donor's bank disputes a succeeded intent's charge, for all of it unless `amount` says less. */
  open(intentId: string, { amount, reason = 'fraudulent' }: { amount?: number; reason?: string } = {}) {
    const intent = this.intents.get(intentId);
    if (intent?.status !== 'succeeded') throw new Error(`${intentId} has not succeeded`);
    const disputed = amount ?? Number(intent.amount);
    const dispute: FakeObject = {
      id: this.id('dp'),
      object: 'dispute',
      amount: disputed,
      currency: intent.currency ?? 'usd',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
      balance_transactions: [],
      created: Math.floor(Date.now() / 1000),
    };
    this.disputes.set(dispute.id, dispute);
    const created = this.event('charge.dispute.created', dispute);
    this.move(dispute, -disputed, DISPUTE_FEE, 'dispute');
    return { dispute, events: [created, this.event('charge.dispute.funds_withdrawn', dispute)] };
  }

  /** The platform sent its evidence: the bank reviews it. */
  submitEvidence(disputeId: string): DisputeEvent[] {
    const dispute = this.find(disputeId);
    dispute.status = 'under_review';
    return [this.event('charge.dispute.updated', dispute)];
  }

  /** The bank decides: a win reinstates the disputed amount (and the fee, as set); a loss keeps both. */
  close(disputeId: string, outcome: 'won' | 'lost'): DisputeEvent[] {
    const dispute = this.find(disputeId);
    dispute.status = outcome;
    if (outcome === 'lost') return [this.event('charge.dispute.closed', dispute)];
    this.move(dispute, Number(dispute.amount), this.feeReturnedOnWin ? -DISPUTE_FEE : 0, 'dispute_reversal');
    return [
      this.event('charge.dispute.funds_reinstated', dispute),
      this.event('charge.dispute.closed', dispute),
    ];
  }

  private find(disputeId: string): FakeObject {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`${disputeId} is not a dispute here`);
    return dispute;
  }

  /** A balance transaction of the dispute, on the platform's balance as Stripe writes it. */
  private move(dispute: FakeObject, amount: number, fee: number, category: string) {
    const transaction: FakeObject = {
      id: this.id('txn'),
      object: 'balance_transaction',
      amount,
      fee,
      net: amount - fee,
      currency: dispute.currency,
      type: 'adjustment',
      reporting_category: category,
      source: dispute.id,
      created: Math.floor(Date.now() / 1000),
    };
    this.connect.balanceTransactions.set(transaction.id, transaction);
    (dispute.balance_transactions as FakeObject[]).push(transaction);
  }

  private event(type: string, dispute: FakeObject): DisputeEvent {
    return { type, object: structuredClone(dispute) };
  }
}
