/**
 * A small seeded generator (mulberry32), so the demo comes out the same on every run and machine.
 * Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    pick<T>(items: readonly T[]): T {
      const item = items[integer(0, items.length - 1)];
      if (item === undefined) throw new Error('cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
