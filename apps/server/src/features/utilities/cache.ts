import type { Executor } from '@pledgethon/db';
import { advanceCacheGeneration, readCacheGeneration } from './cache-generations.queries';

type Entry = { value: Promise<unknown>; expiresAt: number };

const GENERATION = { name: 'reference' };
/** How stale another process's clear may be seen here: one cheap read per second at most. */
export const GENERATION_CHECK_MS = 1_000;

/**
 * Reference data kept in this process so a page read by many (the shop catalogue) does not query the
 * database on every visit. Entries expire on their own; GET /api/utilities/clearcache drops them all
 * at once, for when an administrator changed the data and wants it seen now. The clear moves a
 * generation number in the database, so every other server process drops its entries within
 * GENERATION_CHECK_MS too.
 */
export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();
  private generation: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private check: Promise<void> = Promise.resolve();

  constructor(private readonly db: Executor) {}

  /** The cached value of key, loading it when absent or expired; concurrent callers share one load. */
  async remember<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    await this.followClears(now);
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value as Promise<T>;
    const value = load();
    const entry = { value, expiresAt: now + ttlMs };
    this.entries.set(key, entry);
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry here and, through the generation, on every other process; answers how many. */
  async clear(): Promise<number> {
    const dropped = this.entries.size;
    this.entries.clear();
    this.generation = await advanceCacheGeneration(this.db, GENERATION);
    return dropped;
  }

  // Callers within one check interval share the same read of the generation.
  private followClears(now: number): Promise<void> {
    if (now - this.checkedAt < GENERATION_CHECK_MS) return this.check;
    this.checkedAt = now;
    this.check = readCacheGeneration(this.db, GENERATION).then(
      (generation) => {
        if (generation !== this.generation) this.entries.clear();
        this.generation = generation;
      },
      (error: unknown) => {
        this.checkedAt = Number.NEGATIVE_INFINITY;
        throw error;
      },
    );
    return this.check;
  }
}

const caches = new WeakMap<Executor, ReferenceCache>();

/** The one reference cache of a database handle, shared by the routes that fill and clear it. */
export function referenceCacheOf(db: Executor): ReferenceCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReferenceCache(db);
    caches.set(db, cache);
  }
  return cache;
}
