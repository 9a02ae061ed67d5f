import { usersEmailPasswordResetLinkRoute, usersResetPasswordRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { sendJsonString } from '../../../http/json-string';
import { authRateLimit } from '../../../http/rate-limit';
import { serve } from '../../../http/serve-route';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

export function passwordResetRoutes({ config, database, jobs }: AppDeps): FastifyPluginAsyncZod {
  const { db } = database;
  const routeConfig = { access: { area: 'open', who: 'anyone' } as const, rateLimit: authRateLimit(config) };

  return async (app) => {
    serve(
      app,
      usersEmailPasswordResetLinkRoute,
      {
        config: routeConfig,
        schema: {
          tags: ['auth'],
          summary: 'E-mails a single-use password reset link, valid for 1 hour',
        },
      },
      async (request, reply) =>
        sendJsonString(
          reply,
          await requestPasswordReset({ db, jobs, config, log: request.log }, { email: request.body.Email }),
        ),
    );

    serve(
      app,
      usersResetPasswordRoute,
      {
        config: routeConfig,
        schema: {
          tags: ['auth'],
          summary: "Sets a new password through a reset link and ends the user's sessions",
        },
      },
      async (request) => {
        await resetPassword(db, { token: request.body.Token, password: request.body.Password });
        return true as const;
      },
    );
  };
}
