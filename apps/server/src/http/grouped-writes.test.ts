import { describe, expect, it } from 'vitest';
import { groupedWrites } from './grouped-writes';

/** A write that records what it was given and finishes only when the test says so. */
function heldWrites() {
  const calls: { items: string[]; finish: (error?: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, write };
}

describe('grouped writes', () => {
  it('makes a lone write at once, and the writes asked for meanwhile together in the next', async () => {
    const { calls, write } = heldWrites();
    const owe = groupedWrites(write);
    const first = owe(['a']);
    expect(calls.map((call) => call.items)).toEqual([['a']]);

    const second = owe(['b', 'c']);
    const third = owe(['d']);
    expect(calls).toHaveLength(1);
    calls[0]?.finish();
    await first;
    await Promise.resolve();
    expect(calls.map((call) => call.items)).toEqual([['a'], ['b', 'c', 'd']]);

    calls[1]?.finish();
    await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
    const later = owe(['e']);
    expect(calls.map((call) => call.items)).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    calls[2]?.finish();
    await later;
  });

  it('writes the callers of a failed write again one by one, failing only the one whose items fail', async () => {
    const calls: string[][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const owe = groupedWrites(async (items: string[]) => {
      calls.push(items);
      if (calls.length === 1) return held;
      if (items.includes('gone')) throw new Error('no such child');
    });
    const lone = owe(['a']);
    const kept = owe(['b']);
    const lost = owe(['gone']);
    release();
    await lone;
    await expect(kept).resolves.toBeUndefined();
    await expect(lost).rejects.toThrow('no such child');
    expect(calls).toEqual([['a'], ['b', 'gone'], ['b'], ['gone']]);

    await expect(owe(['gone'])).rejects.toThrow('no such child');
    expect(calls).toHaveLength(5);
  });
});
