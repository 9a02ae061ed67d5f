import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { Executor } from '@pledgethon/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { databaseRateLimitStore } from './database-rate-limit-store';
import type { DependencyOutages } from './dependency-outages';
import { connectRedis, redisStoreWithFallback } from './redis-rate-limit-store';

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
  { config, db, outages }: { config: Config; db: Executor; outages: DependencyOutages },
): Promise<void> {
  const inDatabase = databaseRateLimitStore(db);
  if (!config.REDIS_URL) {
    await app.register(rateLimit, { global: false, store: inDatabase });
    return;
  }
  const redis = connectRedis(config.REDIS_URL, outages);
  // The first calls count where the rest will: wait for the connection or its first failure.
  await new Promise((settled) => {
    redis.once('ready', settled);
    redis.once('error', settled);
  });
  app.addHook('onClose', () => {
    // Not quit(): it would wait for an answer a Redis that is down never sends.
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    store: redisStoreWithFallback(redis, `${config.REDIS_KEY_PREFIX}rate-limit:`, inDatabase, outages),
  });
}
