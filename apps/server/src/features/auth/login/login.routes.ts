import {
  authCredentialsRoute,
  authenticationLoginRoute,
  authenticationLogoutRoute,
  authLogoutRoute,
  logoutResponseSchema,
} from '@pledgethon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { sendJsonString } from '../../../http/json-string';
import { authRateLimit } from '../../../http/rate-limit';
import { requestClient } from '../../../http/request-client';
import { serve } from '../../../http/serve-route';
import { revokeSession } from '../../sessions/sessions.queries';
import { rejectMissingSignInFields } from '../required-fields';
import { signInWithPassword } from './sign-in-with-password';

export function loginRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  const { db } = database;
  const signInConfig = { access: { area: 'open', who: 'anyone' } as const, rateLimit: authRateLimit(config) };

  // Ends the session named by the Token header; signing out when already signed out is not an error.
  const logout = async (request: FastifyRequest) => {
    if (request.sessionTokenHash) {
      await revokeSession(db, { tokenHash: request.sessionTokenHash, now: new Date() });
    }
    return true as const;
  };
  const logoutSchema = {
    tags: ['auth'],
    summary: 'Ends the session of the Token header',
    response: { 200: logoutResponseSchema },
  };

  return async (app) => {
    serve(
      app,
      authenticationLoginRoute,
      {
        config: signInConfig,
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Signs in with the e-mail and password; answers the session token',
        },
      },
      async (request, reply) => {
        rejectMissingSignInFields(request);
        const { token } = await signInWithPassword(db, config, {
          username: request.body.Username,
          password: request.body.Password,
          rememberMe: request.body.RememberMe,
          ...requestClient(request),
        });
        return sendJsonString(reply, token);
      },
    );

    serve(
      app,
      authCredentialsRoute,
      {
        config: signInConfig,
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Service-style credentials sign-in; answers the user and a bearer token',
        },
      },
      async (request) => {
        rejectMissingSignInFields(request);
        const signedIn = await signInWithPassword(db, config, {
          username: request.body.UserName,
          password: request.body.Password,
          rememberMe: request.body.RememberMe,
          ...requestClient(request),
        });
        return { UserId: signedIn.userId, UserName: signedIn.email, BearerToken: signedIn.token };
      },
    );

    serve(
      app,
      authenticationLogoutRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: logoutSchema,
      },
      logout,
    );
    serve(
      app,
      authLogoutRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: logoutSchema,
      },
      logout,
    );
  };
}
