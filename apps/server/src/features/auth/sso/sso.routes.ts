import { authenticationSsoLoginRoute, ssoCreateTokenRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { requireSession } from '../../../http/access';
import { AppError } from '../../../http/app-error';
import { authRateLimit } from '../../../http/rate-limit';
import { requestClient } from '../../../http/request-client';
import { serve } from '../../../http/serve-route';
import { createSsoHandOff } from './create-sso-hand-off';
import { signInWithSsoToken } from './sign-in-with-sso-token';

export function ssoRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  const { db } = database;
  const rateLimit = authRateLimit(config);

  return async (app) => {
    serve(
      app,
      ssoCreateTokenRoute,
      {
        config: { access: { area: 'open', who: 'signed-in' }, rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'A one-time link, valid for a minute, that signs the user in on the other site',
        },
      },
      async (request) => {
        const session = requireSession(request);
        // An access-code session has no account to carry across.
        if (!session.UserId) throw new AppError('forbidden', messages.accessDenied);
        const url = await createSsoHandOff(db, config, {
          userId: session.UserId,
          redirect: request.body.Redirect,
          isAdminHost: request.isAdminHost,
        });
        return { Url: url };
      },
    );

    serve(
      app,
      authenticationSsoLoginRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['auth'],
          summary:
            'Signs in with a hand-off token from the other site; answers the token and the path to open',
        },
      },
      async (request) => {
        const signedIn = await signInWithSsoToken(db, config, {
          tkn: request.body.Tkn,
          ...requestClient(request),
        });
        return { Token: signedIn.token, Redirect: signedIn.redirect };
      },
    );
  };
}
