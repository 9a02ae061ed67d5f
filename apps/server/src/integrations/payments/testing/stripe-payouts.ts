import type { FakeObject } from './stripe-api-server';
import type { Answer, StripeConnectApi } from './stripe-connect-api';
import type { SignedDelivery, StripeEvent } from './stripe-events';
import { inRange, listPage } from './stripe-list-page';

/** A payout as Stripe shows it: the account it belongs to is the request's, not a field. */
const shown = ({ account: _account, ...payout }: FakeObject & { account: string }) => payout;

/**
 * Connected accounts' payouts to their banks in the local Stripe stand-in (decision 156): a test pays
 * an account out, with the status the bank gave it, or pays out what the account has available as
 * Stripe's own schedule does; and the provider lists an account's payouts (`GET /v1/payouts` with its
 * `Stripe-Account` header) by `created` or `arrival_date`, newest first, `limit` a page, the next
 * after `starting_after`.
 */
export class StripePayouts {
  readonly payouts = new Map<string, FakeObject & { account: string }>();

  constructor(
    private readonly id: (prefix: string) => string,
    private readonly connect: StripeConnectApi,
  ) {}

  /**
   * Stripe's scheduled payout of a connected account: its available balance (what was transferred
   * to it, less what was taken back and what was paid out before) reaches its bank, and Stripe tells
   * the platform with a `payout.paid` event from that account, as `sign` signs it for the endpoint.
   * Nothing available, no payout.
   */
  payOutAvailable(
    account: string,
    sign: (event: StripeEvent) => SignedDelivery,
  ): { payout: FakeObject; delivery: SignedDelivery } | undefined {
    const transferred = [...this.connect.transfers.values()]
      .filter((transfer) => transfer.destination === account)
      .reduce((sum, transfer) => sum + Number(transfer.amount) - Number(transfer.amount_reversed), 0);
    const paidOut = [...this.payouts.values()]
      .filter((payout) => payout.account === account && payout.status !== 'failed')
      .reduce((sum, payout) => sum + Number(payout.amount), 0);
    if (transferred <= paidOut) return undefined;
    const payout = shown(this.payOut(account, { amount: transferred - paidOut, status: 'paid' }));
    return { payout, delivery: sign({ type: 'payout.paid', object: payout, account }) };
  }

  /** The account paid out `amount` to its bank; `status` is where it ended (`paid`, `failed`, `in_transit`). */
  payOut(account: string, { amount, status }: { amount: number; status: 'paid' | 'failed' | 'in_transit' }) {
    const now = Math.floor(Date.now() / 1000);
    const payout = {
      id: this.id('po'),
      object: 'payout',
      account,
      amount,
      currency: 'usd',
      status,
      arrival_date: now,
      created: now,
      failure_code: status === 'failed' ? 'account_closed' : null,
    };
    this.payouts.set(payout.id, payout);
    return payout;
  }

  list(account: string | undefined, form: Record<string, unknown>): Answer {
    if (!account)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: "This stand-in lists a connected account's payouts only.",
            param: 'Stripe-Account',
          },
        },
      };
    const within = [...this.payouts.values()].filter(
      (payout) =>
        payout.account === account &&
        inRange(payout.created, form.created) &&
        inRange(payout.arrival_date, form.arrival_date),
    );
    return listPage(within, form, { url: '/v1/payouts', noun: 'payout', shown });
  }
}
