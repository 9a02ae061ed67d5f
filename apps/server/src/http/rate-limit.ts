import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/** Per-address limit on the sign-in, access-code, reset and hand-off calls, against guessing. */
export function authRateLimit(config: Config): RateLimitOptions {
  return { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
}
