import { signUpConfirmRoute, signUpRequestRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { authRateLimit } from '../../../http/rate-limit';
import { requestClient } from '../../../http/request-client';
import { serve } from '../../../http/serve-route';
import { confirmSignUp } from './confirm-sign-up';
import { requestSignUp } from './request-sign-up';

/** Organisers and parents sign up on their own (decision 131); vendors join only by invitation. */
export function signUpRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  const { db } = database;
  const routeConfig = { access: { area: 'open', who: 'anyone' } as const, rateLimit: authRateLimit(config) };

  return async (app) => {
    serve(
      app,
      signUpRequestRoute,
      {
        config: routeConfig,
        schema: {
          tags: ['auth'],
          summary: 'E-mails the link that makes a new account, or tells an address with one to sign in',
        },
      },
      async (request) => ({
        Message: await requestSignUp({ db, config, log: request.log }, request.body),
      }),
    );

    serve(
      app,
      signUpConfirmRoute,
      {
        config: routeConfig,
        schema: {
          tags: ['auth'],
          summary: "Makes the account of a sign-up's link and signs it in",
        },
      },
      async (request) => confirmSignUp(db, config, { token: request.body.Token, ...requestClient(request) }),
    );
  };
}
