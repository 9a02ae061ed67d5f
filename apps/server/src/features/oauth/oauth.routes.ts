import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { configuredIdentityProviders } from '../../integrations/oauth/configured-providers';
import { oauthFlowRoutes } from './oauth-flow.routes';
import { oauthUserRoutes } from './oauth-user.routes';

/** Social sign-in: the provider round trip and the spec's calls that use its ticket. */
export function oauthRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  const providers = configuredIdentityProviders(config);
  return async (app) => {
    await app.register(oauthFlowRoutes({ db: database.db, config, providers }));
    await app.register(oauthUserRoutes({ db: database.db, config }));
  };
}
