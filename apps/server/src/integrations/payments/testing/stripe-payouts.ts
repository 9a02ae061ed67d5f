import type { FakeObject } from './stripe-api-server';
import type { Answer } from './stripe-connect-api';
import { inRange, listPage } from './stripe-list-page';

/**
 * Connected accounts' payouts to their banks in the local Stripe stand-in (decision 156): a test pays
 * an account out, with the status the bank gave it, and the provider lists an account's payouts
 * (`GET /v1/payouts` with its `Stripe-Account` header) by `created` or `arrival_date`, newest first,
 * `limit` a page, the next after `starting_after`.
 */
export class StripePayouts {
  readonly payouts = new Map<string, FakeObject & { account: string }>();

  constructor(private readonly id: (prefix: string) => string) {}

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
    return listPage(within, form, {
      url: '/v1/payouts',
      noun: 'payout',
      shown: ({ account: _account, ...payout }) => payout,
    });
  }
}
