import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Uploads one signed-in person may send per hour on one call, counted where every server process
 * sees it (decision 106). Counted once the route's access rule has let the caller in, before the
 * body is read, so a refused sender costs no decoding.
 */
export function uploadRateLimit(max: number): RateLimitOptions {
  return {
    hook: 'preHandler',
    max,
    timeWindow: '1 hour',
    keyGenerator: (request) => `uploader:${request.session?.UserId ?? request.ip}`,
  };
}
