import type { FakeObject } from './stripe-api-server';
import type { Answer } from './stripe-connect-api';

const invalidRequest = (message: string, param: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, param } },
});

const bound = (value: number, range: Record<string, string>) =>
  (range.gte === undefined || value >= Number(range.gte)) &&
  (range.lt === undefined || value < Number(range.lt));

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
      return invalidRequest('This call lists a connected account’s payouts here.', 'Stripe-Account');
    const limit = Number(form.limit ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return invalidRequest('Invalid integer: limit must be between 1 and 100', 'limit');
    const created = (form.created ?? {}) as Record<string, string>;
    const arrival = (form.arrival_date ?? {}) as Record<string, string>;
    const within = [...this.payouts.values()]
      .filter((payout) => payout.account === account)
      .filter(
        (payout) => bound(Number(payout.created), created) && bound(Number(payout.arrival_date), arrival),
      )
      .sort((a, b) => Number(b.created) - Number(a.created) || b.id.localeCompare(a.id));
    const after =
      form.starting_after === undefined
        ? 0
        : within.findIndex((payout) => payout.id === form.starting_after) + 1;
    if (after === 0 && form.starting_after !== undefined)
      return invalidRequest(`No such payout: '${form.starting_after}'`, 'starting_after');
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/payouts',
        has_more: after + limit < within.length,
        data: within.slice(after, after + limit).map(({ account: _account, ...payout }) => payout),
      },
    };
  }
}
