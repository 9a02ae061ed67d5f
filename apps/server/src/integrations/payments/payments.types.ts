import type { AccountState } from './payment-accounts.types';

/**
 * Taking donors' money (decision 052). The browser turns the card into a payment method at the
 * provider (card numbers never reach our server); the server saves it for charges after the results,
 * or charges it at once, always under an idempotency key: the same key answers the same charge, so a
 * retried or resumed call never charges twice.
 */
export type ChargeOutcome =
  | { status: 'succeeded'; reference: string; processingFeeCents: number }
  | { status: 'failed'; reference: string | null; reason: string }
  // Not decided yet: the donor's bank asks for its own check (clientSecret), or the provider decides
  // later and tells us by webhook.
  | { status: 'pending'; reference: string; clientSecret?: string };

export type SaveCardOutcome =
  | { status: 'saved'; savedMethod: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending'; reference: string; clientSecret?: string };

/**
 * What the test provider's bank answered in the browser's clearly labelled test dialog (decision 100).
 * A real provider's bank answers the provider itself, which is asked instead, so this is ignored there.
 */
type TestBankAnswer = 'passed' | 'failed' | null;

/** Asks again about a charge or a card whose bank ran its own check at the form (3-D Secure). */
export type CardCheckInput = {
  /** The key the charge or the card was asked under: the provider's answer must be that one's. */
  idempotencyKey: string;
  reference: string;
  pledgeId: string;
  testBankAnswer: TestBankAnswer;
};

export type RefundOutcome =
  | { status: 'refunded'; reference: string }
  | { status: 'failed'; reason: string }
  // Accepted, finished later; the provider's webhook says when (decision 065).
  | { status: 'pending'; reference: string };

/** Money the provider moved for a dispute: the amount, and its dispute fee (or the fee returned). */
export type DisputeMoney = { amountCents: number; feeCents: number };

/**
 * A dispute as the provider reported it in one event, as it was when the event was sent (decision
 * 138), with the balance transactions it had by then: funds withdrawn, then reinstated on a win.
 */
export type ProviderDispute = {
  disputeId: string;
  /** The disputed payment's reference (Stripe's payment intent). */
  reference: string;
  amountCents: number;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  withdrawn: DisputeMoney | null;
  reinstated: DisputeMoney | null;
};

/**
 * A webhook event in the product's terms (decision 064). Charges and saved cards are named by the
 * metadata we sent with them, so an event finds its pledge without trusting anything else it says.
 */
export type PaymentEvent = { id: string; type: string } & (
  | {
      kind: 'charge_succeeded';
      pledgeId: string;
      chargeKey: string;
      reference: string;
      amountCents: number;
      processingFeeCents: number;
    }
  | { kind: 'charge_failed'; pledgeId: string; chargeKey: string; reference: string; reason: string }
  | { kind: 'card_saved'; pledgeId: string; savedMethod: string }
  | { kind: 'refunded'; reference: string; refundedCents: number }
  // A connected account's state, as the provider had it when the event was sent (decision 135).
  | { kind: 'account_updated'; state: AccountState }
  // A payout of a connected account's balance to its bank arrived or was returned (decision 134).
  | {
      kind: 'payout';
      account: string;
      payoutId: string;
      amountCents: number;
      arrivalDate: string;
      status: 'paid' | 'failed';
      failure: string | null;
    }
  // A donor's bank disputed a charge (`charge.dispute.*`), as the dispute stood when sent.
  | { kind: 'dispute'; dispute: ProviderDispute }
  | { kind: 'ignored' }
);

/** An event about one attempt at charging a pledge, named by the metadata we sent with it. */
export type ChargeEvent = Extract<PaymentEvent, { kind: 'charge_succeeded' | 'charge_failed' }>;

/**
 * A provider's webhooks (decision 064): deliveries arrive twice, late and out of order, each saying
 * what its object was when it was sent, so what a charge event changes is asked of the provider's own
 * record of the charge as it stands now (decision 116).
 */
export interface PaymentWebhooks {
  /** Reads a delivery, checking its signature over the raw body; throws when it does not verify. */
  read(rawBody: Buffer, signature: string): PaymentEvent;
  /**
   * The event as the charge it names stands now: succeeded or failed, or ignored while it is still
   * being decided (the event that decides it follows) or when the provider's record is not of that
   * pledge's attempt. Throws when the provider cannot be asked, so the delivery is sent again.
   */
  latest(event: ChargeEvent): Promise<PaymentEvent>;
}

/** What the pledge form needs to collect a card in the browser. */
type BrowserPayments = { provider: 'test' } | { provider: 'stripe'; publishableKey: string };

export interface Payments {
  /** Names the provider on payments rows ('test', 'stripe'). */
  readonly name: string;
  /** Real cards are charged: section 9's higher flat minimum applies. */
  readonly live: boolean;
  readonly browser: BrowserPayments;
  /** Checks a payment method the browser made and keeps it for charging after the results. */
  saveCard(input: {
    idempotencyKey: string;
    paymentMethod: string;
    email: string;
    pledgeId: string;
  }): Promise<SaveCardOutcome>;
  /** Charges a payment method: one made just now in the browser, or a saved one without the donor. */
  charge(input: {
    idempotencyKey: string;
    amountCents: number;
    paymentMethod: string;
    offSession: boolean;
    description: string;
    pledgeId: string;
  }): Promise<ChargeOutcome>;
  /** Where a charge made at the form stands after the bank's check; `amountCents` is what was asked. */
  checkCharge(input: CardCheckInput & { amountCents: number }): Promise<ChargeOutcome>;
  /** Where a card being saved at the form stands after the bank's check. */
  checkSavedCard(input: CardCheckInput): Promise<SaveCardOutcome>;
  /** Gives back part or all of a charge that succeeded; the same key answers the same refund. */
  refund(input: { idempotencyKey: string; reference: string; amountCents: number }): Promise<RefundOutcome>;
  /** Absent for a provider that sends none. */
  readonly webhooks?: PaymentWebhooks;
}
