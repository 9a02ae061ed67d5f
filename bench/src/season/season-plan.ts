import { createRandom } from '../../../packages/db/src/seed/random';

/** A season's size: its Thons, and the participants and pledges of all of them together. */
export type SeasonSize = {
  thons: number;
  participants: number;
  pledges: number;
  /** How many Thons have `bigChildren` children; the others 100 to 1,000. */
  bigThons: number;
  bigChildren: number;
};

export const FULL_SEASON: SeasonSize = {
  thons: 1_000,
  participants: 500_000,
  pledges: 5_000_000,
  bigThons: 20,
  bigChildren: 5_000,
};

// Proves the generation and the runs on it in seconds; its numbers mean nothing.
export const SMOKE_SEASON: SeasonSize = {
  thons: 10,
  participants: 2_000,
  pledges: 20_000,
  bigThons: 1,
  bigChildren: 100,
};

export type PlannedThon = {
  index: number;
  children: number;
  pledges: number;
  /** Completed Thons have results and every pledge paid; active ones only their flat pledges paid. */
  completed: boolean;
};

/** The demo's seeded generator (mulberry32), so two runs write the same season. */
export function seededRandom(seed: number): () => number {
  return createRandom(seed).next;
}

/**
 * The Thons the season's generator writes, beside the `written` ones already there (the demo's, the
 * 5,000-child Thons the bench opens and charges), so that the whole season has exactly the size asked:
 * a few big schools, the rest 100 to 1,000 children (most near the small end), about half completed.
 */
export function planSeason(
  size: SeasonSize,
  written: { thons: number; participants: number; pledges: number },
) {
  const random = seededRandom(2026);
  const count = size.thons - written.thons;
  const children = size.participants - written.participants;
  const pledges = size.pledges - written.pledges;
  if (count <= size.bigThons || children <= 0 || pledges <= 0)
    throw new Error(
      `a season of ${JSON.stringify(size)} leaves nothing to generate beside ${JSON.stringify(written)}`,
    );
  const smallChildren = children - size.bigThons * size.bigChildren;
  const smallCount = count - size.bigThons;
  const raw = Array.from({ length: smallCount }, () => 100 + 900 * random() ** 2);
  const scale = smallChildren / raw.reduce((sum, value) => sum + value, 0);
  const sizes = [
    ...Array.from({ length: size.bigThons }, () => size.bigChildren),
    ...raw.map((v) => Math.max(1, Math.round(v * scale))),
  ];
  // Rounding leaves a few children over or short: the last Thon takes them.
  sizes[sizes.length - 1] = (sizes.at(-1) ?? 0) + children - sizes.reduce((sum, value) => sum + value, 0);
  let pledgesLeft = pledges;
  let childrenLeft = children;
  return sizes.map((childCount, index): PlannedThon => {
    const share =
      index === sizes.length - 1 ? pledgesLeft : Math.round((pledgesLeft * childCount) / childrenLeft);
    pledgesLeft -= share;
    childrenLeft -= childCount;
    return { index, children: childCount, pledges: share, completed: random() < 0.5 };
  });
}
