import { describe, expect, it } from 'vitest';
import { percentOfGoal } from './use-format-money';

describe('percent of goal', () => {
  it('is the whole percent raised, rounded down', () => {
    expect(percentOfGoal(0, 35_000)).toBe(0);
    expect(percentOfGoal(17_499, 35_000)).toBe(49);
    expect(percentOfGoal(35_000, 35_000)).toBe(100);
  });

  it('stops at 100 and is 0 without a goal', () => {
    expect(percentOfGoal(70_000, 35_000)).toBe(100);
    expect(percentOfGoal(500, 0)).toBe(0);
  });
});
