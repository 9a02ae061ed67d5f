import {
  authenticationOauthUserLoginRoute,
  usersCreateUserToOauthProviderSignUpRoute,
  usersIsValidOauthProviderUserLoginRoute,
} from '@pledgethon/contracts';
import type { Database } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { sendJsonString } from '../../http/json-string';
import { authRateLimit } from '../../http/rate-limit';
import { requestClient } from '../../http/request-client';
import { serve } from '../../http/serve-route';
import { checkOauthUser } from './check-oauth-user';
import { readBrowserBinding } from './oauth-browser-binding';
import { oauthSignUp } from './oauth-sign-up';
import { oauthUserLogin } from './oauth-user-login';

/** The spec's three social sign-in calls; each acts on the ticket of a finished provider round trip. */
export function oauthUserRoutes({ db, config }: { db: Database; config: Config }): FastifyPluginAsyncZod {
  const rateLimit = authRateLimit(config);

  return async (app) => {
    serve(
      app,
      usersIsValidOauthProviderUserLoginRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['oauth'],
          summary: "Whether the ticket's provider identity already has an account (IsUserExist)",
        },
      },
      async (request) =>
        checkOauthUser(db, { request: request.body, binding: readBrowserBinding(request), now: new Date() }),
    );

    serve(
      app,
      authenticationOauthUserLoginRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['oauth'],
          summary: "Signs in the named user when the ticket's identity is theirs; answers the token string",
        },
      },
      async (request, reply) => {
        const token = await oauthUserLogin(db, config, {
          username: request.body.Username,
          ticket: request.body.Ticket,
          binding: readBrowserBinding(request),
          rememberMe: request.body.RememberMe,
          ...requestClient(request),
          now: new Date(),
        });
        return sendJsonString(reply, token);
      },
    );

    serve(
      app,
      usersCreateUserToOauthProviderSignUpRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['oauth'],
          summary: "Creates an account for the ticket's identity and signs it in; answers the token string",
        },
      },
      async (request, reply) => {
        const token = await oauthSignUp(db, config, {
          request: request.body,
          binding: readBrowserBinding(request),
          ...requestClient(request),
          now: new Date(),
        });
        return sendJsonString(reply, token);
      },
    );
  };
}
