import { route } from '../route';
import { paymentWebhookAnswerSchema, paymentWebhookHeadersSchema } from './index';

export const paymentsWebhookRoute = route({
  method: 'POST',
  path: '/api/Payments/Webhook',
  headers: paymentWebhookHeadersSchema,
  response: paymentWebhookAnswerSchema,
});
