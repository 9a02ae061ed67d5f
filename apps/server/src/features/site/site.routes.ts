import { siteConfigRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';

export function siteRoutes({ config }: AppDeps): FastifyPluginAsyncZod {
  const socialProviders = config.identityProviders.map(({ id, name }) => ({ Id: id, Name: name }));

  return async (app) => {
    serve(
      app,
      siteConfigRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, cacheControl: 'public, max-age=60' },
        schema: {
          tags: ['site'],
          summary: 'What the web app needs before sign-in: access-code login, video, social providers',
        },
      },
      async (request) => ({
        AccessCodeLoginEnabled: !request.isAdminHost,
        IsAdminHost: request.isAdminHost,
        AdminSiteUrl: config.ADMIN_URL ?? null,
        VideoUrl: config.VIDEO_URL ?? null,
        SupportEmail: config.SUPPORT_EMAIL,
        SocialProviders: socialProviders,
      }),
    );
  };
}
