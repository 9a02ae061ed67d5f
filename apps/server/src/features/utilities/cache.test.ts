import { describe, expect, it } from 'vitest';
import { ReferenceCache } from './cache';

describe('reference cache', () => {
  it('loads once while fresh and again after expiry or clear', async () => {
    const cache = new ReferenceCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('k', 1_000, load, 0)).toBe(1);
    expect(await cache.remember('k', 1_000, load, 999)).toBe(1);
    expect(await cache.remember('k', 1_000, load, 1_000)).toBe(2);
    expect(cache.clear()).toBe(1);
    expect(await cache.remember('k', 1_000, load, 1_000)).toBe(3);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new ReferenceCache();
    let loads = 0;
    const load = async () => ++loads;
    const [first, second] = await Promise.all([
      cache.remember('k', 1_000, load),
      cache.remember('k', 1_000, load),
    ]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
  });

  it('does not remember a failed load', async () => {
    const cache = new ReferenceCache();
    await expect(cache.remember('k', 1_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('k', 1_000, async () => 'up')).toBe('up');
  });
});
