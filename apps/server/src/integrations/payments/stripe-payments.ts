import { messages, processingFeeCents } from '@pledgethon/core';
import Stripe from 'stripe';
import type {
  CardCheckInput,
  ChargeEvent,
  ChargeOutcome,
  PaymentEvent,
  Payments,
  PaymentWebhooks,
  ProviderDispute,
  RefundOutcome,
  SaveCardOutcome,
} from './payments.types';
import { accountStateOf } from './stripe-payment-accounts';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The secret of the endpoint for events on connected accounts, when it is set up (decision 135). */
  connectWebhookSecret?: string;
  /** Where the API is; Stripe's own by default. Tests point the real SDK at a local server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** One dollar currency for every Thon: the product is for US and Canadian schools paying in USD. */
const CURRENCY = 'usd';

/**
 * A saved card is the Stripe customer and the payment method attached to it, both needed to charge
 * without the donor: kept on the pledge as `cus_…:pm_…`.
 */
const SAVED = /^(cus_[A-Za-z0-9_]+):(pm_[A-Za-z0-9_]+)$/;

/** The answer of a declined card: Stripe's card errors carry the intent they refused. */
const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/**
 * A PaymentIntent in the product's terms. `requires_action` is the bank's own check (3-D Secure),
 * run in the donor's browser with the intent's client secret (decision 100); `failure` is the text
 * of an intent sent back for another card.
 */
function chargeOutcomeOf(intent: Stripe.PaymentIntent, amountCents: number, failure: string): ChargeOutcome {
  if (intent.status === 'succeeded')
    return { status: 'succeeded', reference: intent.id, processingFeeCents: processingFeeCents(amountCents) };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
    return { status: 'failed', reference: intent.id, reason: failure };
  if (intent.status === 'requires_action' && intent.client_secret)
    return { status: 'pending', reference: intent.id, clientSecret: intent.client_secret };
  return { status: 'pending', reference: intent.id };
}

/** A SetupIntent in the product's terms, as `chargeOutcomeOf`; a saved card is `cus_…:pm_…`. */
function saveOutcomeOf(intent: Stripe.SetupIntent, failure: string): SaveCardOutcome {
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status === 'succeeded' && customer && method)
    return { status: 'saved', savedMethod: `${customer}:${method}` };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
    return { status: 'failed', reason: failure };
  if (intent.status === 'requires_action' && intent.client_secret)
    return { status: 'pending', reference: intent.id, clientSecret: intent.client_secret };
  return { status: 'pending', reference: intent.id };
}

/** An intent Stripe does not know (a reference the browser made up) is nobody's; outages still throw. */
const unknownIntent = (error: unknown): undefined => {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
  throw error;
};

/** An intent answers for our pledge only if it carries the metadata we sent with it. */
const isOurs = (metadata: Stripe.Metadata | null, input: CardCheckInput, keyed: boolean) =>
  metadata?.pledge_id === input.pledgeId && (!keyed || metadata?.charge_key === input.idempotencyKey);

/**
 * Payments through Stripe (decision 064). The browser's Payment Element makes the payment method;
 * a flat gift is a PaymentIntent confirmed at once, a per-unit pledge's card is a SetupIntent for
 * off-session use, charged after the results by an off-session PaymentIntent. Every call carries our
 * idempotency key, so a repeat answers Stripe's first answer. Network and server failures throw:
 * the caller's step stays unrecorded and is asked again under the same key.
 */
export class StripePayments implements Payments {
  readonly name = 'stripe';
  readonly live: boolean;
  readonly browser: Payments['browser'];
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.live = /^(sk|rk)_live_/.test(settings.secretKey);
    this.browser = { provider: 'stripe', publishableKey: settings.publishableKey };
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async saveCard(input: Parameters<Payments['saveCard']>[0]): Promise<SaveCardOutcome> {
    const customer = await this.stripe.customers.create(
      { email: input.email },
      { idempotencyKey: `${input.idempotencyKey}:customer` },
    );
    try {
      const intent = await this.stripe.setupIntents.create(
        {
          customer: customer.id,
          payment_method: input.paymentMethod,
          confirm: true,
          usage: 'off_session',
          // Confirmed by the server: a method that would send the donor elsewhere is not offered.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { pledge_id: input.pledgeId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return saveOutcomeOf(intent, messages.paymentDeclined);
    } catch (error) {
      if (isCardError(error)) return { status: 'failed', reason: messages.paymentDeclined };
      throw error;
    }
  }

  async charge(input: Parameters<Payments['charge']>[0]): Promise<ChargeOutcome> {
    const saved = SAVED.exec(input.paymentMethod);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          payment_method: saved ? (saved[2] as string) : input.paymentMethod,
          ...(saved ? { customer: saved[1] as string } : {}),
          confirm: true,
          off_session: input.offSession,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: { pledge_id: input.pledgeId, charge_key: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return chargeOutcomeOf(intent, input.amountCents, messages.paymentDeclined);
    } catch (error) {
      // Off-session, a card that needs its owner (authentication_required) is a card error too: it
      // goes to recovery, where the donor pays through the link with the bank's check.
      if (isCardError(error))
        return {
          status: 'failed',
          reference: error.payment_intent?.id ?? null,
          reason: messages.paymentDeclined,
        };
      throw error;
    }
  }

  // After the check, Stripe's own record of the intent decides, never the browser: a check failed or
  // abandoned sends the intent back for another card.
  async checkCharge(input: CardCheckInput & { amountCents: number }): Promise<ChargeOutcome> {
    const intent = await this.stripe.paymentIntents.retrieve(input.reference).catch(unknownIntent);
    if (!intent || !isOurs(intent.metadata, input, true))
      return { status: 'failed', reference: null, reason: messages.cardCheckFailed };
    return chargeOutcomeOf(intent, input.amountCents, messages.cardCheckFailed);
  }

  async checkSavedCard(input: CardCheckInput): Promise<SaveCardOutcome> {
    const intent = await this.stripe.setupIntents.retrieve(input.reference).catch(unknownIntent);
    if (!intent || !isOurs(intent.metadata, input, false))
      return { status: 'failed', reason: messages.cardCheckFailed };
    return saveOutcomeOf(intent, messages.cardCheckFailed);
  }

  async refund(input: {
    idempotencyKey: string;
    reference: string;
    amountCents: number;
  }): Promise<RefundOutcome> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.reference,
          amount: input.amountCents,
          metadata: { refund_key: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'succeeded') return { status: 'refunded', reference: refund.id };
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { status: 'failed', reason: messages.refundRefused };
      return { status: 'pending', reference: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || isCardError(error))
        return { status: 'failed', reason: messages.refundRefused };
      throw error;
    }
  }

  readonly webhooks: PaymentWebhooks = {
    read: (rawBody, signature) => toPaymentEvent(this.verified(rawBody, signature)),
    latest: (event) => this.latestChargeEvent(event),
  };

  // The platform's endpoint, or the one for events on connected accounts: each signs with its own secret.
  private verified(rawBody: Buffer, signature: string): Stripe.Event {
    const { webhookSecret, connectWebhookSecret } = this.settings;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch (error) {
      if (!connectWebhookSecret) throw error;
      return this.stripe.webhooks.constructEvent(rawBody, signature, connectWebhookSecret);
    }
  }

  // Stripe's record of the intent, not the event's copy of it: an event may be older than another
  // already applied. The record answers only if its metadata names the event's pledge and attempt.
  private async latestChargeEvent(event: ChargeEvent): Promise<PaymentEvent> {
    const base = { id: event.id, type: event.type };
    const intent = await this.stripe.paymentIntents.retrieve(event.reference).catch(unknownIntent);
    const metadata = intent?.metadata;
    if (!intent || metadata?.pledge_id !== event.pledgeId || metadata?.charge_key !== event.chargeKey)
      return { ...base, kind: 'ignored' };
    const outcome = chargeOutcomeOf(intent, intent.amount_received, messages.paymentDeclined);
    if (outcome.status === 'pending') return { ...base, kind: 'ignored' };
    return chargeEventOf(base, intent, outcome.status === 'succeeded' ? 'charge_succeeded' : 'charge_failed');
  }
}

/** A PaymentIntent as the charge event of `kind`, found by the metadata we sent with it. */
function chargeEventOf(
  base: { id: string; type: string },
  intent: Stripe.PaymentIntent,
  kind: ChargeEvent['kind'],
): PaymentEvent {
  const { pledge_id: pledgeId, charge_key: chargeKey } = intent.metadata ?? {};
  if (!pledgeId || !chargeKey) return { ...base, kind: 'ignored' };
  const charge = { ...base, pledgeId, chargeKey, reference: intent.id };
  return kind === 'charge_succeeded'
    ? {
        ...charge,
        kind,
        amountCents: intent.amount_received,
        processingFeeCents: processingFeeCents(intent.amount_received),
      }
    : { ...charge, kind, reason: messages.paymentDeclined };
}

/** Stripe's dispute statuses in the product's (decision 138): an inquiry closed without a chargeback is won. */
const DISPUTE_STATUS: Record<string, ProviderDispute['status']> = {
  warning_needs_response: 'needs_response',
  needs_response: 'needs_response',
  warning_under_review: 'under_review',
  under_review: 'under_review',
  warning_closed: 'won',
  won: 'won',
  lost: 'lost',
};

/**
 * A dispute as its event carried it. Its balance transactions are the money Stripe moved: a
 * withdrawal (negative, with the dispute fee) and, on a win, a reinstatement (positive, with any fee
 * returned as a negative fee).
 */
function disputeOf(dispute: Stripe.Dispute): ProviderDispute | undefined {
  const reference =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!reference || dispute.amount <= 0) return undefined;
  const transactions = dispute.balance_transactions ?? [];
  const withdrawal = transactions.find((transaction) => transaction.amount < 0);
  const reinstatement = transactions.find((transaction) => transaction.amount > 0);
  return {
    disputeId: dispute.id,
    reference,
    amountCents: dispute.amount,
    reason: dispute.reason,
    status: DISPUTE_STATUS[dispute.status] ?? 'needs_response',
    withdrawn: withdrawal ? { amountCents: -withdrawal.amount, feeCents: withdrawal.fee } : null,
    reinstated: reinstatement ? { amountCents: reinstatement.amount, feeCents: -reinstatement.fee } : null,
  };
}

/** The events the product acts on (decision 064); every other type is acknowledged and ignored. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return chargeEventOf(base, event.data.object, 'charge_succeeded');
    case 'payment_intent.payment_failed':
      return chargeEventOf(base, event.data.object, 'charge_failed');
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      const pledgeId = intent.metadata?.pledge_id;
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      const method =
        typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      if (!pledgeId || !customer || !method) return { ...base, kind: 'ignored' };
      return { ...base, kind: 'card_saved', pledgeId, savedMethod: `${customer}:${method}` };
    }
    case 'account.updated':
      return {
        ...base,
        kind: 'account_updated',
        state: accountStateOf(event.data.object, new Date(event.created * 1000)),
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent) return { ...base, kind: 'ignored' };
      return { ...base, kind: 'refunded', reference: intent, refundedCents: charge.amount_refunded };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
    case 'charge.dispute.closed': {
      // Only disputes of the platform's own charges: a connected account's are not ours to answer.
      const dispute = event.account ? undefined : disputeOf(event.data.object);
      return dispute ? { ...base, kind: 'dispute', dispute } : { ...base, kind: 'ignored' };
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      // A payout of the platform's own balance is no school's: only a connected account's counts.
      if (!event.account || payout.amount <= 0) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'payout',
        account: event.account,
        payoutId: payout.id,
        amountCents: payout.amount,
        arrivalDate: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
        status: event.type === 'payout.paid' ? 'paid' : 'failed',
        failure: payout.failure_message ?? payout.failure_code ?? null,
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}
