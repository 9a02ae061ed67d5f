import { accountChangeEmailRoute, accountConfirmEmailRoute, errorBodySchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { authRateLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve-route';
import { confirmEmailChange } from './confirm-email-change';
import { requestEmailChange } from './request-email-change';

export function signInEmailRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      accountChangeEmailRoute,
      {
        config: { access: { area: 'open', who: 'signed-in' }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['auth'],
          summary:
            "Asks to sign in with another address: the caller's own account only, proven by its password; " +
            'the change waits for the link sent to the new address, and the current address is told',
          response: { 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const { UserId } = requireSession(request);
        // An access-code session is a child's, with no account of its own to move.
        if (!UserId) throw new AppError('forbidden', messages.accessDenied);
        const message = await requestEmailChange(
          { db, config, log: request.log },
          { userId: UserId, newEmail: request.body.NewEmail, password: request.body.Password },
        );
        return { Message: message };
      },
    );

    serve(
      app,
      accountConfirmEmailRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['auth'],
          summary:
            'Moves an account to its new address through the link sent there, and tells the old address',
          response: { 400: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => confirmEmailChange({ db, config, log: request.log }, { token: request.body.Token }),
    );
  };
}
