import Stripe from 'stripe';
import { type AccountState, type PaymentAccounts, TransferRefused } from './payment-accounts.types';
import type { StripeSettings } from './stripe-payments';

const CURRENCY = 'usd';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** A Stripe account in the product's terms; `at` is when it was read or when its event was sent. */
export function accountStateOf(account: Stripe.Account, at: Date): AccountState {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: account.requirements?.currently_due?.length ?? 0,
    at,
  };
}

// Invalid requests that pass: money not yet available, a lock or a limit (decision 143).
const PASSING_CODES = new Set(['balance_insufficient', 'insufficient_funds', 'lock_timeout', 'rate_limit']);

/**
 * What Stripe refuses for good, so asking again under the key cannot succeed (decision 143): an
 * invalid request (the destination cannot receive transfers, the transfer is already reversed, no such
 * account), a permission refused, or the key used before with other parameters, which only a person
 * can sort out. Network failures, Stripe's own errors, rate limits, authentication (our keys) and the
 * platform's balance pass.
 */
async function refusedForGood<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const forGood =
      error instanceof Stripe.errors.StripeIdempotencyError ||
      error instanceof Stripe.errors.StripePermissionError ||
      (error instanceof Stripe.errors.StripeInvalidRequestError && !PASSING_CODES.has(error.code ?? ''));
    if (forGood) throw new TransferRefused(error.message);
    throw error;
  }
}

/**
 * Connected accounts through Stripe Connect (decision 135): an Express account per organisation,
 * onboarded on Stripe's hosted pages through an Account Link; separate charges and transfers, each
 * transfer paid from its charge (`source_transaction`) under our idempotency key. Network and server
 * failures throw: the caller's attempt stays pending and is asked again under the same key; a refusal
 * for good throws TransferRefused.
 */
export class StripePaymentAccounts implements PaymentAccounts {
  readonly name = 'stripe';
  // With test keys it is still Stripe's hosted onboarding and Stripe's payouts, not the built-in
  // provider's page on this site, which is all the payouts card's test note describes.
  readonly test = false;
  private readonly stripe: Stripe;

  constructor(settings: Pick<StripeSettings, 'secretKey' | 'api'>) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async openAccount(input: { idempotencyKey: string; legalName: string; email: string }) {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: input.email,
        business_profile: { name: input.legalName },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { accountId: account.id };
  }

  async closeAccount(accountId: string) {
    await this.stripe.accounts.del(accountId);
  }

  async onboardingLink(input: Parameters<PaymentAccounts['onboardingLink']>[0]) {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      type: 'account_onboarding',
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return link.url;
  }

  async accountState(accountId: string) {
    return accountStateOf(await this.stripe.accounts.retrieve(accountId), new Date());
  }

  // The fee is Stripe's own, from the balance transaction of the charge the intent made.
  async chargeSource({ reference }: Parameters<PaymentAccounts['chargeSource']>[0]) {
    const intent = await this.stripe.paymentIntents.retrieve(reference);
    const chargeId = idOf(intent.latest_charge);
    if (!chargeId) throw new Error(`payment intent ${reference} has no charge`);
    const charge = await this.stripe.charges.retrieve(chargeId);
    const transactionId = idOf(charge.balance_transaction);
    if (!transactionId) throw new Error(`charge ${chargeId} has no balance transaction yet`);
    const transaction = await this.stripe.balanceTransactions.retrieve(transactionId);
    return { sourceTransaction: chargeId, processingFeeCents: transaction.fee };
  }

  async transfer(input: Parameters<PaymentAccounts['transfer']>[0]) {
    const transfer = await refusedForGood(() =>
      this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          destination: input.destination,
          ...(input.sourceTransaction ? { source_transaction: input.sourceTransaction } : {}),
          transfer_group: input.transferGroup,
          metadata: { transfer_key: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { reference: transfer.id };
  }

  async reverseTransfer(input: Parameters<PaymentAccounts['reverseTransfer']>[0]) {
    const reversal = await refusedForGood(() =>
      this.stripe.transfers.createReversal(
        input.transfer,
        { amount: input.amountCents, metadata: { reversal_key: input.idempotencyKey } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { reference: reversal.id };
  }
}
