import { siteConfigSchema } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';

export function siteRoutes({ config }: AppDeps): FastifyPluginAsyncZod {
  const socialProviders = [
    {
      Id: 'facebook' as const,
      Name: 'Facebook',
      clientId: config.FACEBOOK_OIDC_CLIENT_ID,
      issuer: config.FACEBOOK_OIDC_ISSUER,
    },
    {
      Id: 'google' as const,
      Name: 'Google',
      clientId: config.GOOGLE_OIDC_CLIENT_ID,
      issuer: config.GOOGLE_OIDC_ISSUER,
    },
  ]
    .filter((provider) => provider.clientId && provider.issuer)
    .map(({ Id, Name }) => ({ Id, Name }));

  return async (app) => {
    app.get(
      '/api/Site/Config',
      {
        config: { area: 'open' },
        schema: {
          tags: ['site'],
          summary: 'What the web app needs before sign-in: access-code login, video, social providers',
          response: { 200: siteConfigSchema },
        },
      },
      async (request) => ({
        AccessCodeLoginEnabled: !request.isAdminHost,
        IsAdminHost: request.isAdminHost,
        VideoUrl: config.VIDEO_URL ?? null,
        SocialProviders: socialProviders,
      }),
    );
  };
}
