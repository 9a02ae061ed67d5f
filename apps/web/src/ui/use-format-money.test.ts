import { describe, expect, it } from 'vitest';
import { percentOfGoal, progressFill } from './use-format-money';

describe('percent of goal', () => {
  it('is the whole percent raised, rounded down', () => {
    expect(percentOfGoal(0, 35_000)).toBe(0);
    expect(percentOfGoal(17_499, 35_000)).toBe(49);
    expect(percentOfGoal(35_000, 35_000)).toBe(100);
  });

  it('says how far past its goal a Thon is, and is 0 without a goal', () => {
    expect(percentOfGoal(53_200, 35_000)).toBe(152);
    expect(percentOfGoal(500, 0)).toBe(0);
  });

  it('fills a progress bar no further than full', () => {
    expect(progressFill(152)).toBe(100);
    expect(progressFill(49)).toBe(49);
  });
});
