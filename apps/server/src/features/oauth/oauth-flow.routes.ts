import {
  authenticationOauthCallbackRoute,
  authenticationOauthStartRoute,
  OAUTH_ERROR_PARAM,
  OAUTH_TICKET_PARAM,
} from '@pledgethon/contracts';
import type { Database } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { authRateLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve-route';
import type { IdentityProviders } from '../../integrations/oauth/configured-providers';
import { newSecretToken } from '../sessions/secret-tokens';
import { finishOAuthSignIn } from './finish-oauth-sign-in';
import { readBrowserBinding, setBrowserBinding } from './oauth-browser-binding';
import { startOAuthSignIn } from './start-oauth-sign-in';

/** The home page shows the spec's failure text when it is opened with this. */
const FAILURE_PATH = `/home?${OAUTH_ERROR_PARAM}=1`;

function homeWithTicket(ticket: string, redirect: string | null): string {
  const query = new URLSearchParams({ [OAUTH_TICKET_PARAM]: ticket });
  if (redirect) query.set('redirect', redirect);
  return `/home?${query}`;
}

/**
 * The browser's round trip to the provider. Both steps answer redirects, never JSON: a failure of
 * any kind (provider down, the user cancelled, a forged or replayed state) sends the browser home
 * with the failure flag, and the reason goes to the log only.
 */
export function oauthFlowRoutes(deps: {
  db: Database;
  config: Config;
  providers: IdentityProviders;
}): FastifyPluginAsyncZod {
  const { db, config, providers } = deps;
  const callbackUrl = (provider: string) =>
    new URL(`/authentication/oauth/${provider}/callback`, config.publicUrl).href;
  const rateLimit = authRateLimit(config);

  return async (app) => {
    serve(
      app,
      authenticationOauthStartRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['oauth'],
          summary: "Sends the browser to the provider's sign-in page (OpenID Connect, PKCE, state, nonce)",
        },
      },
      async (request, reply) => {
        const provider = providers.find(request.params.provider);
        if (!provider) return reply.redirect(FAILURE_PATH);
        // The provider returns to the public site only, so the round trip starts there too.
        if (request.isAdminHost) return reply.redirect(new URL(request.url, config.publicUrl).href);

        const binding = newSecretToken();
        try {
          const authorizationUrl = await startOAuthSignIn(db, {
            provider,
            callbackUrl: callbackUrl(provider.id),
            binding,
            redirect: request.query.redirect,
            now: new Date(),
          });
          setBrowserBinding(reply, config, binding);
          return reply.redirect(authorizationUrl.href);
        } catch (error) {
          request.log.warn({ err: error, provider: provider.id }, 'social sign-in could not start');
          return reply.redirect(FAILURE_PATH);
        }
      },
    );

    serve(
      app,
      authenticationOauthCallbackRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['oauth'],
          summary:
            'Where the provider sends the browser back: verifies the answer, then opens /home with a ticket',
        },
      },
      async (request, reply) => {
        const provider = providers.find(request.params.provider);
        if (!provider) return reply.redirect(FAILURE_PATH);
        const binding = readBrowserBinding(request);
        try {
          const answer = new URL(callbackUrl(provider.id));
          answer.search = new URL(request.url, config.publicUrl).search;
          const { ticket, redirect } = await finishOAuthSignIn(db, {
            provider,
            callbackUrl: answer,
            binding,
            now: new Date(),
          });
          return reply.redirect(homeWithTicket(ticket, redirect));
        } catch (error) {
          request.log.warn({ err: error, provider: provider.id }, 'social sign-in failed');
          return reply.redirect(FAILURE_PATH);
        }
      },
    );
  };
}
