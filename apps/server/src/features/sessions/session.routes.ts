import { sessionCurrentRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    sessionCurrentRoute,
    {
      config: { access: { area: 'open', who: 'signed-in' } },
      schema: {
        tags: ['session'],
        summary: 'The session context of the Token header: user, roles, flags',
      },
    },
    async (request) => requireSession(request),
  );
};
