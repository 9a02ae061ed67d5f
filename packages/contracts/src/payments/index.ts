import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** POST /api/Payments/Webhook: the provider's signature header over the raw body. */
export const paymentWebhookHeadersSchema = z.object({ 'stripe-signature': boundedText(2000).optional() });

export const paymentWebhookAnswerSchema = z
  .object({
    Received: z.literal(true),
    /** applied, or duplicate (seen before: nothing changed), or ignored (a type the product does not act on). */
    Outcome: z.enum(['applied', 'duplicate', 'ignored']),
  })
  .meta({ id: 'PaymentWebhookAnswer' });
