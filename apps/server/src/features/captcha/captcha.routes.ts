import { captchaNewQuestionRoute, captchaNewRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authRateLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve-route';
import { newCaptcha, newCaptchaQuestion } from './captcha.service';

export function captchaRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      captchaNewRoute,
      {
        config: {
          access: { area: 'open', who: 'anyone' },
          // Every challenge is a row: a per-address limit keeps a script from filling the table.
          rateLimit: authRateLimit(config),
        },
        schema: {
          tags: ['captcha'],
          summary: 'A captcha image for a sender who is not signed in, valid for 10 minutes and one answer',
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return newCaptcha(database.db);
      },
    );

    serve(
      app,
      captchaNewQuestionRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['captcha'],
          summary:
            'The captcha that needs no sight: a sum to answer in digits, valid for 10 minutes and one answer',
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return newCaptchaQuestion(database.db);
      },
    );
  };
}
