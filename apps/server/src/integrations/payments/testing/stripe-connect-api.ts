import type { FakeObject } from './stripe-api-server';
import { inRange, listPage } from './stripe-list-page';

/** `unsaved`: a request that failed validation, whose answer Stripe does not keep under its key. */
export type Answer = { status: number; body: unknown; unsaved?: true };

/** What Stripe asks an Express account for before it can take charges, until onboarding is done. */
const ONBOARDING_DUE = [
  'business_profile.url',
  'external_account',
  'representative.first_name',
  'tos_acceptance.date',
];

const invalidRequest = (message: string, param?: string, code?: string): Answer => ({
  status: 400,
  body: {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
  },
});

/**
 * The Connect part of the local Stripe stand-in (decision 135): connected accounts, their onboarding
 * links, charges with balance transactions (Stripe's fee), transfers of a charge's money to a
 * connected account, and their reversals (decision 138), each with the platform's balance transaction (decision 156). Keys and their repeats are the server's; this only answers first calls.
 */
export class StripeConnectApi {
  readonly accounts = new Map<string, FakeObject>();
  /** Where each account's latest onboarding link sends the organiser back once they finish. */
  readonly returnUrls = new Map<string, string>();
  readonly charges = new Map<string, FakeObject>();
  readonly balanceTransactions = new Map<string, FakeObject>();
  readonly transfers = new Map<string, FakeObject>();
  readonly reversals = new Map<string, FakeObject>();
  /** Disputes of charges (decision 138), which their balance transactions name as their source. */
  readonly disputes = new Map<string, FakeObject>();
  /** Refunds, transfers and reversals, which their balance transactions name as their source. */
  private readonly moved = new Map<string, FakeObject>();
  /** Stripe's fee on a card charge; a test may set another to prove the fee is read, not computed. */
  feeOf = (amount: number) => Math.floor((amount * 290 + 5_000) / 10_000) + 30;

  constructor(private readonly id: (prefix: string) => string) {}

  route(method: string, path: string, form: Record<string, unknown>): Answer | undefined {
    if (method === 'POST' && path === '/v1/accounts') return this.createAccount(form);
    if (method === 'POST' && path === '/v1/account_links') return this.accountLink(form);
    if (method === 'POST' && path === '/v1/transfers') return this.transfer(form);
    const reversing = /^\/v1\/transfers\/([A-Za-z0-9_]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversing) return this.reverse(reversing[1] ?? '', form);
    if (method === 'GET' && path === '/v1/balance_transactions') return this.listBalanceTransactions(form);
    const found = /^\/v1\/(accounts|charges|balance_transactions|transfers)\/([A-Za-z0-9_]+)$/.exec(path);
    if (!found) return undefined;
    const [, kind, id = ''] = found;
    const object = {
      accounts: this.accounts,
      charges: this.charges,
      balance_transactions: this.balanceTransactions,
      transfers: this.transfers,
    }[kind as 'accounts'].get(id);
    if (!object)
      return invalidRequest(`No such ${kind?.replace(/s$/, '')}: '${id}'`, 'id', 'resource_missing');
    if (method === 'GET') return { status: 200, body: object };
    if (method === 'DELETE' && kind === 'accounts') {
      this.accounts.delete(id);
      return { status: 200, body: { id, object: 'account', deleted: true } };
    }
    return undefined;
  }

  /** The charge a succeeded intent made, with its balance transaction: the amount less Stripe's fee. */
  chargeFor(intent: FakeObject): string {
    const amount = Number(intent.amount);
    const fee = this.feeOf(amount);
    const txn: FakeObject = {
      id: this.id('txn'),
      object: 'balance_transaction',
      amount,
      fee,
      net: amount - fee,
      currency: intent.currency ?? 'usd',
      type: 'charge',
      created: Math.floor(Date.now() / 1000),
    };
    this.balanceTransactions.set(txn.id, txn);
    const charge: FakeObject = {
      id: this.id('ch'),
      object: 'charge',
      amount,
      payment_intent: intent.id,
      balance_transaction: txn.id,
      status: 'succeeded',
      transfer_group: null,
    };
    this.charges.set(charge.id, charge);
    txn.source = charge.id;
    return charge.id;
  }

  /**
   * The balance transactions created in `created[gte]`..`created[lt]`, newest first as Stripe lists
   * them, `limit` a page, the next page after `starting_after`; `expand[]=data.source` gives each its
   * charge instead of the charge's id.
   */
  private listBalanceTransactions(form: Record<string, unknown>): Answer {
    const expanded = Object.values((form.expand ?? {}) as Record<string, string>).includes('data.source');
    return listPage(
      [...this.balanceTransactions.values()].filter((txn) => inRange(txn.created, form.created)),
      form,
      {
        url: '/v1/balance_transactions',
        noun: 'balance transaction',
        shown: (txn) =>
          expanded ? { ...txn, source: this.sourceOf(String(txn.source)) ?? txn.source } : txn,
      },
    );
  }

  private sourceOf(id: string): FakeObject | undefined {
    return this.charges.get(id) ?? this.disputes.get(id) ?? this.moved.get(id);
  }

  /**
   * The platform's balance transaction of a refund or a transfer (negative: money out to the donor or
   * the connected account) or of a transfer's reversal (`transfer_refund`, positive: money back), as
   * Stripe records each.
   */
  record(source: FakeObject, type: 'refund' | 'transfer' | 'transfer_refund', amount: number) {
    this.moved.set(source.id, source);
    const txn: FakeObject = {
      id: this.id('txn'),
      object: 'balance_transaction',
      amount,
      fee: 0,
      net: amount,
      currency: source.currency ?? 'usd',
      type,
      source: source.id,
      created: Math.floor(Date.now() / 1000),
    };
    this.balanceTransactions.set(txn.id, txn);
    source.balance_transaction = txn.id;
  }

  /** The organiser finishes Stripe's hosted onboarding: the account can take charges and pay out. */
  completeOnboarding(accountId: string): FakeObject {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`${accountId} is not an account here`);
    return Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], eventually_due: [], disabled_reason: null },
    });
  }

  private createAccount(form: Record<string, unknown>): Answer {
    if (form.type !== 'express' && form.type !== 'standard' && form.type !== 'custom')
      return invalidRequest('Invalid type: must be one of custom, express, or standard', 'type');
    const account: FakeObject = {
      id: this.id('acct'),
      object: 'account',
      type: form.type,
      email: form.email ?? null,
      business_profile: form.business_profile ?? {},
      capabilities: form.capabilities ?? {},
      metadata: form.metadata ?? {},
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ONBOARDING_DUE,
        eventually_due: ONBOARDING_DUE,
        disabled_reason: 'requirements.past_due',
      },
      created: Math.floor(Date.now() / 1000),
    };
    this.accounts.set(account.id, account);
    return { status: 200, body: account };
  }

  private accountLink(form: Record<string, unknown>): Answer {
    if (!this.accounts.has(String(form.account)))
      return invalidRequest(`No such account: '${form.account}'`, 'account');
    for (const param of ['refresh_url', 'return_url'])
      if (typeof form[param] !== 'string') return invalidRequest(`Missing required param: ${param}.`, param);
    this.returnUrls.set(String(form.account), String(form.return_url));
    const created = Math.floor(Date.now() / 1000);
    return {
      status: 200,
      body: {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${form.account}/fake${created}`,
        created,
        expires_at: created + 300,
      },
    };
  }

  /**
   * Money from a charge to a connected account: never more than the charge's net is left for. A
   * destination that cannot receive it fails validation, so the key is free to be asked again once
   * the account is fixed.
   */
  private transfer(form: Record<string, unknown>): Answer {
    const destination = this.accounts.get(String(form.destination));
    if (!destination)
      return {
        ...invalidRequest(`No such destination: '${form.destination}'`, 'destination'),
        unsaved: true,
      };
    if (!destination.payouts_enabled && !destination.charges_enabled)
      return {
        ...invalidRequest(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          'destination',
        ),
        unsaved: true,
      };
    const source = this.charges.get(String(form.source_transaction));
    if (form.source_transaction !== undefined && !source)
      return invalidRequest(`No such charge: '${form.source_transaction}'`, 'source_transaction');
    const amount = Number(form.amount);
    const txn = source && this.balanceTransactions.get(String(source.balance_transaction));
    const already = [...this.transfers.values()]
      .filter((transfer) => transfer.source_transaction === source?.id)
      .reduce((sum, transfer) => sum + Number(transfer.amount), 0);
    if (!Number.isSafeInteger(amount) || amount <= 0 || (txn && already + amount > Number(txn.net)))
      return invalidRequest('Insufficient funds in Stripe account.', 'amount', 'balance_insufficient');
    const transfer: FakeObject = {
      id: this.id('tr'),
      object: 'transfer',
      amount,
      currency: form.currency,
      destination: destination.id,
      source_transaction: source?.id ?? null,
      transfer_group: form.transfer_group ?? null,
      metadata: form.metadata ?? {},
      amount_reversed: 0,
      reversed: false,
    };
    this.transfers.set(transfer.id, transfer);
    this.record(transfer, 'transfer', -amount);
    return { status: 200, body: transfer };
  }

  /** Takes part of a transfer back from its account: never more than is left of it. */
  private reverse(transferId: string, form: Record<string, unknown>): Answer {
    const transfer = this.transfers.get(transferId);
    if (!transfer) return invalidRequest(`No such transfer: '${transferId}'`, 'id', 'resource_missing');
    const reversed = Number(transfer.amount_reversed);
    const amount = form.amount === undefined ? Number(transfer.amount) - reversed : Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || reversed + amount > Number(transfer.amount))
      return invalidRequest(
        `You have requested a reversal of ${amount}, but only ${Number(transfer.amount) - reversed} remain.`,
        'amount',
      );
    const reversal: FakeObject = {
      id: this.id('trr'),
      object: 'transfer_reversal',
      amount,
      transfer: transfer.id,
      metadata: form.metadata ?? {},
    };
    this.reversals.set(reversal.id, reversal);
    this.record(reversal, 'transfer_refund', amount);
    Object.assign(transfer, {
      amount_reversed: reversed + amount,
      reversed: reversed + amount === Number(transfer.amount),
    });
    return { status: 200, body: reversal };
  }
}
