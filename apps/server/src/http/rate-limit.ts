import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { Executor } from '@pledgethon/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { databaseRateLimitStore } from './database-rate-limit-store';

/** Per-address limit on the sign-in, access-code, reset and hand-off calls, against guessing. */
export function authRateLimit(config: Config): RateLimitOptions {
  return { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
}

/**
 * Limits apply only where a route asks for one (sign-in, reset, contact). Their counters live where
 * every server process sees them: in Redis when REDIS_URL is set, otherwise in the database.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Executor },
): Promise<void> {
  if (!config.REDIS_URL) {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
    return;
  }
  // A Redis that does not answer fails the limited call quickly instead of holding it.
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`,
  });
}
