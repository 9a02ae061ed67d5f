import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the calls our Stripe provider makes the way Stripe's API does
 * (form-encoded requests, JSON answers, `Idempotency-Key` honoured, card errors as 402), so the real
 * SDK can be pointed at it. Payment methods follow Stripe's own test names: `pm_card_visa` pays,
 * `pm_card_chargeDeclined` is declined at once, `pm_card_chargeCustomerFail` is saved but declined
 * when charged. It keeps what it made, so a test can count charges and build webhook events of them.
 */
export type FakeObject = Record<string, unknown> & { id: string };

type Answer = { status: number; body: unknown };

const DECLINED = 'pm_card_chargeDeclined';
const FAILS_LATER = 'pm_card_chargeCustomerFail';

/** `metadata[pledge_id]=x&expand[0]=y` -> { metadata: { pledge_id: 'x' }, expand: { 0: 'y' } } */
export function parseForm(text: string): Record<string, unknown> {
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

export class StripeApiServer {
  private server: Server | undefined;
  private next = 0;
  private readonly answered = new Map<string, Answer>();
  readonly paymentIntents = new Map<string, FakeObject>();
  readonly setupIntents = new Map<string, FakeObject>();
  readonly refunds = new Map<string, FakeObject>();
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

  private id(prefix: string) {
    this.next += 1;
    return `${prefix}_fake${String(this.next).padStart(6, '0')}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const key = request.headers['idempotency-key'] as string | undefined;
    const path = (request.url ?? '').split('?')[0] ?? '';
    const cacheKey = key ? `${request.method} ${path} ${key}` : undefined;
    let answer = cacheKey ? this.answered.get(cacheKey) : undefined;
    if (!answer) {
      answer = this.down
        ? { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down.' } } }
        : this.route(request.method ?? 'GET', path, parseForm(text));
      this.calls.push({ method: request.method ?? 'GET', path, idempotencyKey: key });
      if (cacheKey && answer.status < 500) this.answered.set(cacheKey, answer);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, form: Record<string, unknown>): Answer {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: this.id('cus'), object: 'customer', email: form.email ?? null } };
    if (method === 'POST' && path === '/v1/setup_intents') return this.setupIntent(form);
    if (method === 'POST' && path === '/v1/payment_intents') return this.paymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return this.refund(form);
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  private cardError(intentField: string, intent: FakeObject): Answer {
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          [intentField]: intent,
        },
      },
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
    this.setupIntents.set(intent.id, intent);
    return declined ? this.cardError('setup_intent', intent) : { status: 200, body: intent };
  }

  private paymentIntent(form: Record<string, unknown>): Answer {
    const method = form.payment_method;
    const declined = method === DECLINED || (method === FAILS_LATER && form.off_session === 'true');
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
    this.paymentIntents.set(intent.id, intent);
    return declined ? this.cardError('payment_intent', intent) : { status: 200, body: intent };
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
    return { status: 200, body: refund };
  }
}
