import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, StripeConnectApi } from './stripe-connect-api';
import { StripeDisputes } from './stripe-disputes';
import { StripePayouts } from './stripe-payouts';

/**
 * A local HTTP server that answers the calls our Stripe provider makes the way Stripe's API does
 * (form-encoded requests, JSON answers, `Idempotency-Key` honoured, card errors as 402), so the real
 * SDK can be pointed at it. Payment methods follow Stripe's own test names: `pm_card_visa` pays,
 * `pm_card_chargeDeclined` is declined at once, `pm_card_chargeCustomerFail` is saved but declined
 * when charged, and `pm_card_authenticationRequired` (4000 0027 6000 3184) asks for the bank's own
 * check whenever the donor is present (`requires_action`, finished by `bankCheck`) and is refused
 * off-session (`authentication_required`). It keeps what it made, so a test can count charges and build webhook events of them.
 */
export type FakeObject = Record<string, unknown> & { id: string };

const DECLINED = 'pm_card_chargeDeclined';
const FAILS_LATER = 'pm_card_chargeCustomerFail';
const BANK_CHECK = 'pm_card_authenticationRequired';

/** `metadata[pledge_id]=x&expand[0]=y` -> { metadata: { pledge_id: 'x' }, expand: { 0: 'y' } } */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] = node[part] ?? {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** Stripe's answer to a key used again with other parameters: nothing is done a second time. */
const idempotencyError = (key: string): Answer => ({
  status: 400,
  body: {
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  },
});

export class StripeApiServer {
  private server: Server | undefined;
  private next = 0;
  /** First answers by key, with the parameters they were asked with. */
  private readonly answered = new Map<string, { answer: Answer; form: string }>();
  readonly paymentIntents = new Map<string, FakeObject>();
  readonly setupIntents = new Map<string, FakeObject>();
  readonly refunds = new Map<string, FakeObject>();
  /** Connected accounts, their charges' balance transactions and transfers (decision 135). */
  readonly connect = new StripeConnectApi((prefix) => this.id(prefix));
  /** Disputes of charges, opened and decided by a test, with the events Stripe sends (decision 138). */
  readonly disputes = new StripeDisputes((prefix) => this.id(prefix), this.connect, this.paymentIntents);
  /** Connected accounts' payouts to their banks (decision 156). */
  readonly payouts = new StripePayouts((prefix) => this.id(prefix), this.connect);
  /** Requests by path, counting repeats under a key once, as Stripe would act on them once. */
  readonly calls: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  /** Answer every call with a 500 while set, as an outage would. */
  down = false;

  /** Where the SDK finds this server: its host, port and protocol options. */
  address = { host: '127.0.0.1', port: 0, protocol: 'http' as const };

  async start(): Promise<StripeApiServer['address']> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.address = { ...this.address, port: (this.server.address() as AddressInfo).port };
    return this.address;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Successful charges per pledge, from the metadata our provider sends. */
  succeededPerPledge(): Map<string, number> {
    const perPledge = new Map<string, number>();
    for (const intent of this.paymentIntents.values()) {
      const pledgeId = (intent.metadata as Record<string, string>).pledge_id ?? '';
      if (intent.status === 'succeeded') perPledge.set(pledgeId, (perPledge.get(pledgeId) ?? 0) + 1);
    }
    return perPledge;
  }

  /**
   * The donor passes or fails the bank's check that Stripe.js runs in the browser: the intent
   * succeeds, or goes back for another card, as Stripe's would.
   */
  bankCheck(id: string, passed: boolean): FakeObject {
    const intent = this.paymentIntents.get(id) ?? this.setupIntents.get(id);
    if (intent?.status !== 'requires_action') throw new Error(`${id} is not waiting for the bank's check`);
    intent.next_action = null;
    if (passed) {
      intent.status = 'succeeded';
      if (intent.object === 'payment_intent') {
        intent.amount_received = intent.amount;
        intent.latest_charge = this.connect.chargeFor(intent);
      }
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
    }
    return intent;
  }

  /**
   * The donor's browser confirms an intent again after its bank's check failed (Stripe.js with the
   * intent's client secret): the same intent asks for the check once more.
   */
  confirmAgain(id: string): FakeObject {
    const intent = this.paymentIntents.get(id);
    if (intent?.status !== 'requires_payment_method')
      throw new Error(`${id} was not sent back for another try`);
    Object.assign(intent, this.awaitingCheck(intent), { last_payment_error: null });
    return intent;
  }

  private id(prefix: string) {
    this.next += 1;
    return `${prefix}_fake${String(this.next).padStart(6, '0')}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const key = request.headers['idempotency-key'] as string | undefined;
    const [path = '', query = ''] = (request.url ?? '').split('?');
    const cacheKey = key ? `${request.method} ${path} ${key}` : undefined;
    const earlier = cacheKey ? this.answered.get(cacheKey) : undefined;
    let answer = earlier?.answer;
    if (earlier && earlier.form !== text) answer = idempotencyError(key ?? '');
    if (!answer) {
      answer = this.down
        ? { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down.' } } }
        : this.route(
            request.method ?? 'GET',
            path,
            parseForm(request.method === 'GET' ? query : text),
            request.headers['stripe-account'] as string | undefined,
          );
      this.calls.push({ method: request.method ?? 'GET', path, idempotencyKey: key });
      // A repeat answers what was answered then, not the object as it is now, as Stripe's replay does;
      // a request that failed validation is not kept.
      if (cacheKey && answer.status < 500 && !answer.unsaved)
        this.answered.set(cacheKey, { answer: structuredClone(answer), form: text });
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, form: Record<string, unknown>, account?: string): Answer {
    if (method === 'GET' && path === '/v1/payouts') return this.payouts.list(account, form);
    const connected = this.connect.route(method, path, form);
    if (connected) return connected;
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: this.id('cus'), object: 'customer', email: form.email ?? null } };
    if (method === 'POST' && path === '/v1/setup_intents') return this.setupIntent(form);
    if (method === 'POST' && path === '/v1/payment_intents') return this.paymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return this.refund(form);
    const retrieved = /^\/v1\/(payment_intents|setup_intents)\/([A-Za-z0-9_]+)$/.exec(path);
    const found = retrieved
      ? (retrieved[1] === 'payment_intents' ? this.paymentIntents : this.setupIntents).get(retrieved[2] ?? '')
      : undefined;
    if (method === 'GET' && found) return { status: 200, body: found };
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  private cardError(intentField: string, intent: FakeObject, code = 'card_declined'): Answer {
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code,
          decline_code: code === 'card_declined' ? 'generic_decline' : code,
          message:
            code === 'card_declined'
              ? 'Your card was declined.'
              : 'Your card was declined. This transaction requires authentication.',
          [intentField]: intent,
        },
      },
    };
  }

  /** The bank's check Stripe.js runs in the browser with the intent's client secret. */
  private awaitingCheck(intent: FakeObject): FakeObject {
    return {
      ...intent,
      status: 'requires_action',
      client_secret: `${intent.id}_secret_fake`,
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
    };
  }

  private setupIntent(form: Record<string, unknown>): Answer {
    const declined = form.payment_method === DECLINED;
    const intent: FakeObject = {
      id: this.id('seti'),
      object: 'setup_intent',
      customer: form.customer ?? null,
      payment_method: form.payment_method ?? null,
      metadata: form.metadata ?? {},
      usage: form.usage ?? 'off_session',
      status: declined ? 'requires_payment_method' : 'succeeded',
    };
    const made = form.payment_method === BANK_CHECK ? this.awaitingCheck(intent) : intent;
    this.setupIntents.set(made.id, made);
    return declined ? this.cardError('setup_intent', made) : { status: 200, body: made };
  }

  private paymentIntent(form: Record<string, unknown>): Answer {
    const method = form.payment_method;
    const offSession = form.off_session === 'true';
    const needsOwner = method === BANK_CHECK && offSession;
    const declined = method === DECLINED || (method === FAILS_LATER && offSession) || needsOwner;
    const amount = Number(form.amount);
    const intent: FakeObject = {
      id: this.id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: declined ? 0 : amount,
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: method ?? null,
      metadata: form.metadata ?? {},
      status: declined ? 'requires_payment_method' : 'succeeded',
      last_payment_error: declined ? { message: 'Your card was declined.', code: 'card_declined' } : null,
    };
    const made =
      method === BANK_CHECK && !offSession ? this.awaitingCheck({ ...intent, amount_received: 0 }) : intent;
    if (made.status === 'succeeded') made.latest_charge = this.connect.chargeFor(made);
    this.paymentIntents.set(made.id, made);
    if (needsOwner) return this.cardError('payment_intent', made, 'authentication_required');
    return declined ? this.cardError('payment_intent', made) : { status: 200, body: made };
  }

  private refund(form: Record<string, unknown>): Answer {
    const intent = this.paymentIntents.get(String(form.payment_intent));
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intent?.id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = form.amount === undefined ? Number(intent?.amount ?? 0) - refunded : Number(form.amount);
    if (intent?.status !== 'succeeded' || refunded + amount > Number(intent.amount))
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'This charge cannot be refunded for that amount.',
          },
        },
      };
    const refund: FakeObject = {
      id: this.id('re'),
      object: 'refund',
      amount,
      payment_intent: intent.id,
      metadata: form.metadata ?? {},
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    this.connect.record(refund, 'refund', -amount);
    return { status: 200, body: refund };
  }
}
