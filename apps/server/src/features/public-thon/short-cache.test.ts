import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache';

/** A load the test answers when it chooses, as a database busy with a job answers late. */
function lateLoad<T>() {
  let answer: (value: T | undefined) => void = () => {};
  const value = new Promise<T | undefined>((resolve) => {
    answer = resolve;
  });
  return { load: () => value, answer };
}

/** Once the answers already given have been taken in. */
const answersTakenIn = () => new Promise((resolve) => setImmediate(resolve));

/** Whether the promise has settled without waiting for anything still to come. */
async function settledAtOnce(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await answersTakenIn();
  return settled;
}

describe('answers kept for a second', () => {
  it('answers a visitor in the second half of the while at once, and renews the answer behind them', async () => {
    const cache = new ShortCache(1_000);
    let loads = 0;
    const load = (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    expect(await cache.remember('event:maple', load('raised $100'), 0)).toBe('raised $100');

    const renewal = lateLoad<string>();
    const visitor = cache.remember('event:maple', renewal.load, 600);
    expect(await settledAtOnce(visitor)).toBe(true);
    expect(await visitor).toBe('raised $100');
    // One renewal at a time, however many visitors come while the database is busy.
    expect(await cache.remember('event:maple', load('never asked'), 700)).toBe('raised $100');
    expect(loads).toBe(1);

    renewal.answer('raised $125');
    await answersTakenIn();
    expect(await cache.remember('event:maple', load('never asked'), 800)).toBe('raised $125');
    expect(loads).toBe(1);
  });

  it('never serves an answer past its second, even while its renewal is late', async () => {
    const cache = new ShortCache(1_000);
    await cache.remember('event:maple', () => Promise.resolve('raised $100'), 0);
    cache.remember('event:maple', lateLoad<string>().load, 600);

    expect(await cache.remember('event:maple', () => Promise.resolve('raised $150'), 1_000)).toBe(
      'raised $150',
    );
  });

  it('keeps forgotten an answer forgotten while it was renewed, as a withdrawn consent must be', async () => {
    const cache = new ShortCache(1_000);
    await cache.remember('participant:maple:maya', () => Promise.resolve('Maya Lopez'), 0);
    const renewal = lateLoad<string>();
    cache.remember('participant:maple:maya', renewal.load, 600);
    cache.forget((key) => key.endsWith(':maple:maya'));
    renewal.answer('Maya Lopez');
    await answersTakenIn();

    expect(await cache.remember('participant:maple:maya', () => Promise.resolve('Maya L.'), 700)).toBe(
      'Maya L.',
    );
  });

  it('drops an answer whose renewal finds nothing any more', async () => {
    const cache = new ShortCache(1_000);
    await cache.remember('participant:maple:maya', () => Promise.resolve('Maya L.'), 0);
    await cache.remember('participant:maple:maya', () => Promise.resolve(undefined), 600);
    await answersTakenIn();

    expect(await cache.remember('participant:maple:maya', () => Promise.resolve(undefined), 700)).toBe(
      undefined,
    );
  });
});
