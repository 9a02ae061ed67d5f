import { paymentsWebhookRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import type { PaymentEvent } from '../../integrations/payments/payments.types';
import { testPayments } from '../../integrations/payments/test-payments';
import { applyPaymentEvent } from './apply-payment-event';

/** Stripe's events are a few kilobytes; nothing it sends us comes near this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The provider's webhook (decision 064). Its signature covers the exact bytes sent, so this plugin
 * keeps every body as a Buffer (its own content-type parser, in its own encapsulated scope) and checks
 * the signature before reading anything. A delivery that does not verify answers 400 and writes nothing.
 */
export function paymentWebhookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { config, database } = deps;
  const payments = deps.payments ?? testPayments;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    serve(
      app,
      paymentsWebhookRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['payments'],
          summary:
            "Stripe's webhook: verified over the raw body with the endpoint's secret; a repeated or late " +
            'delivery changes nothing twice',
        },
      },
      async (request) => {
        const { webhooks } = payments;
        if (!webhooks) throw new AppError('not_found', messages.invalidData);
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (!signature || !Buffer.isBuffer(body)) throw new AppError('validation', messages.invalidData);
        let event: PaymentEvent;
        try {
          event = webhooks.read(body, signature);
        } catch (error) {
          request.log.warn({ err: error }, 'payment webhook refused: signature or payload did not verify');
          throw new AppError('validation', messages.invalidData);
        }
        const outcome = await applyPaymentEvent(
          { db: database.db, config, log: request.log, provider: payments.name, webhooks },
          event,
        );
        return { Received: true as const, Outcome: outcome };
      },
    );
  };
}
