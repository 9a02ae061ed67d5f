import { sessionContextSchema } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/access';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Session/Current',
    {
      config: { access: { area: 'open', who: 'signed-in' } },
      schema: {
        tags: ['session'],
        summary: 'The session context of the Token header: user, roles, flags',
        response: { 200: sessionContextSchema },
      },
    },
    async (request) => requireSession(request),
  );
};
