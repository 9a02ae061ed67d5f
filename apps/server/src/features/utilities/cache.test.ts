import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_CHECK_MS, ReferenceCache } from './cache';

describe('reference cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const counter = () => {
    let loads = 0;
    return async () => ++loads;
  };

  it('loads once while fresh and again after expiry or clear', async () => {
    const cache = new ReferenceCache(database.db);
    const load = counter();
    expect(await cache.remember('k', 1_000, load, 0)).toBe(1);
    expect(await cache.remember('k', 1_000, load, 999)).toBe(1);
    expect(await cache.remember('k', 1_000, load, 1_000)).toBe(2);
    expect(await cache.clear()).toBe(1);
    expect(await cache.remember('k', 1_000, load, 1_000)).toBe(3);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new ReferenceCache(database.db);
    const load = counter();
    const [first, second] = await Promise.all([
      cache.remember('k', 1_000, load),
      cache.remember('k', 1_000, load),
    ]);
    expect([first, second, await load()]).toEqual([1, 1, 2]);
  });

  it('does not remember a failed load', async () => {
    const cache = new ReferenceCache(database.db);
    await expect(cache.remember('k', 1_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('k', 1_000, async () => 'up')).toBe('up');
  });

  it("drops this process's entries when another process clears the cache", async () => {
    // Two caches on one database stand for two server processes.
    const here = new ReferenceCache(database.db);
    const elsewhere = new ReferenceCache(database.db);
    const load = counter();
    const start = 10_000;
    expect(await here.remember('k', 60_000, load, start)).toBe(1);
    await elsewhere.clear();
    // Within one check interval the entry may still be served; after it, never.
    expect(await here.remember('k', 60_000, load, start + GENERATION_CHECK_MS - 1)).toBe(1);
    expect(await here.remember('k', 60_000, load, start + GENERATION_CHECK_MS)).toBe(2);
    expect(await here.remember('k', 60_000, load, start + 2 * GENERATION_CHECK_MS)).toBe(2);
  });
});
