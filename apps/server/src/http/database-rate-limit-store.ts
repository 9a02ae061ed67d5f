import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, type Executor, eq, gt, schema, sql } from '@pledgethon/db';

const { rateLimitCounters: counters } = schema;
const MAX_COUNT = 2_147_483_647;

type Result = { current: number; ttl: number };
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Counts one more request under key in one statement, so processes counting at the same moment never
 * lose a count; a window that has passed starts again at 1. The database's clock decides, not each
 * process's own.
 */
async function countRequest(db: Executor, key: string, timeWindowMs: number): Promise<Result> {
  const expired = sql`${counters.expiresAt} <= now()`;
  const [row] = await db
    .insert(counters)
    .values({ key, count: 1, expiresAt: sql`now() + ${timeWindowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${counters.count} + 1, ${MAX_COUNT}) end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${counters.expiresAt} end`,
      },
    })
    .returning({
      current: counters.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${counters.expiresAt} - now()) * 1000))::integer`,
    });
  if (!row) throw new Error('rate limit counter not returned');
  return row;
}

/** The count under key in its current window, without counting; 0 once the window has passed. */
async function readCount(db: Executor, key: string): Promise<Result> {
  const [row] = await db
    .select({
      current: counters.count,
      ttl: sql<number>`ceil(extract(epoch from ${counters.expiresAt} - now()) * 1000)::integer`,
    })
    .from(counters)
    .where(and(eq(counters.key, key), gt(counters.expiresAt, sql`now()`)));
  return row ?? { current: 0, ttl: 0 };
}

/** A @fastify/rate-limit store on the product's own database, shared by every server process. */
export function databaseRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      countRequest(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Asked by a limiter's `{ increment: false }` call, as the plugin's Redis store answers it.
    read(key: string, callback: (error: Error | null, result?: Result) => void): void {
      readCount(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Each limited route counts on its own, as the plugin's own stores do.
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as RouteParams).routeInfo;
      return new DatabaseStore(undefined, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  }
  return DatabaseStore;
}
