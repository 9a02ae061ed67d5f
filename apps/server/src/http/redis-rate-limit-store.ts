import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { DependencyOutages } from './dependency-outages';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Store = FastifyRateLimitStore & {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
};
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own Redis store, whose script counts in one round trip; the plugin builds it only from
// its `redis` option, which has no way back when Redis fails.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/**
 * A Redis client that never holds a call long: a connection that does not open in a second and a
 * command that gets no answer in half a second fail, and no command waits for a reconnection.
 */
export function connectRedis(url: string, outages: DependencyOutages): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // Without a listener ioredis prints each failed reconnection; the outage log says it once.
  redis.on('error', (error) => outages.down('redis', error));
  redis.on('ready', () => outages.up('redis'));
  return redis;
}

/**
 * Counts in Redis while it answers, and in the fallback store (the database, shared by every
 * process too) while it does not, so signing in keeps working through a Redis outage (decision 118).
 */
export function redisStoreWithFallback(
  redis: Redis,
  nameSpace: string,
  Fallback: FastifyRateLimitStoreCtor,
  outages: DependencyOutages,
): FastifyRateLimitStoreCtor {
  class RedisOrFallbackStore implements Store {
    private readonly inRedis: Store;
    private readonly fallback: Store;

    constructor(options: FastifyRateLimitOptions, stores?: { inRedis: Store; fallback: Store }) {
      // No limit here extends its window when exceeded (continueExceeding, exponentialBackoff).
      this.inRedis = stores?.inRedis ?? new RedisStore(false, false, redis, nameSpace);
      this.fallback = stores?.fallback ?? (new Fallback(options) as Store);
    }

    private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        this.fallback[method](key, callback, timeWindow, max);
        return;
      }
      const answered: Callback = (error, result) => {
        if (!error) {
          outages.up('redis');
          callback(null, result);
          return;
        }
        outages.down('redis', error);
        this.fallback[method](key, callback, timeWindow, max);
      };
      this.inRedis[method](key, answered, timeWindow, max);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: RouteOptions): Store {
      return new RedisOrFallbackStore({} as FastifyRateLimitOptions, {
        inRedis: this.inRedis.child(routeOptions) as Store,
        fallback: this.fallback.child(routeOptions) as Store,
      });
    }
  }
  return RedisOrFallbackStore;
}
