import { captchaChallengeSchema, captchaQuestionSchema } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authRateLimit } from '../../http/rate-limit';
import { newCaptcha, newCaptchaQuestion } from './captcha.service';

export function captchaRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Captcha/New',
      {
        config: {
          access: { area: 'open', who: 'anyone' },
          // Every challenge is a row: a per-address limit keeps a script from filling the table.
          rateLimit: authRateLimit(config),
        },
        schema: {
          tags: ['captcha'],
          summary: 'A captcha image for a sender who is not signed in, valid for 10 minutes and one answer',
          response: { 200: captchaChallengeSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return newCaptcha(database.db);
      },
    );

    app.get(
      '/api/Captcha/NewQuestion',
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['captcha'],
          summary:
            'The captcha that needs no sight: a sum to answer in digits, valid for 10 minutes and one answer',
          response: { 200: captchaQuestionSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return newCaptchaQuestion(database.db);
      },
    );
  };
}
