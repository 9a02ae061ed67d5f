import {
  credentialsRequestSchema,
  credentialsResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  tokenResponseSchema,
} from '@pledgethon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { sendJsonString } from '../../../http/json-string';
import { authRateLimit } from '../../../http/rate-limit';
import { requestClient } from '../../../http/request-client';
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
    app.post(
      '/authentication/login',
      {
        config: signInConfig,
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Signs in with the e-mail and password; answers the session token',
          body: loginRequestSchema,
          response: { 200: tokenResponseSchema },
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

    app.post(
      '/api/auth/credentials',
      {
        config: signInConfig,
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Service-style credentials sign-in; answers the user and a bearer token',
          body: credentialsRequestSchema,
          response: { 200: credentialsResponseSchema },
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

    app.get(
      '/authentication/logout',
      { config: { access: { area: 'open', who: 'anyone' } }, schema: logoutSchema },
      logout,
    );
    app.get(
      '/api/auth/logout',
      { config: { access: { area: 'open', who: 'anyone' } }, schema: logoutSchema },
      logout,
    );
  };
}
