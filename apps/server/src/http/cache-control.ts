import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control of a public answer that may be cached; every other API answer is no-store. */
    cacheControl?: string;
  }
}

const API_PATH = /^\/(api|authentication)(\/|$)/i;

/**
 * API answers carry session tokens, session details, access codes and children's data: no browser or
 * proxy may keep them unless the route says its answer is public. Pages and assets set their own.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    // The matched route decides; an unmatched path (a 404) is judged by its text.
    if (!API_PATH.test(request.routeOptions.url ?? request.url)) return;
    reply.header('cache-control', request.routeOptions.config.cacheControl ?? 'no-store');
  });
}
