import { describe, expect, it } from 'vitest';
import {
  AVERAGE_PER_UNIT_DONATION_CENTS,
  DEFAULT_PERSONAL_GOAL_CENTS,
  EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_FLAT_DONATION_LIVE_CENTS,
  MINIMUM_GOAL_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_PLEDGE_CENTS,
  PAYMENT_PROCESSING_EXPENSE_CENTS,
  PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS,
  SUGGESTED_FLAT_DONATIONS_CENTS,
  SUGGESTED_PER_UNIT_DONATIONS_CENTS,
} from './donations';

describe('donation amounts (section 9, in cents)', () => {
  it('suggests donations from highest to lowest, never under the minimums', () => {
    const descending = (list: readonly number[]) =>
      list.every((value, i) => i === 0 || value < (list[i - 1] ?? Number.POSITIVE_INFINITY));
    expect(descending(SUGGESTED_PER_UNIT_DONATIONS_CENTS)).toBe(true);
    expect(descending(SUGGESTED_FLAT_DONATIONS_CENTS)).toBe(true);
    expect(Math.min(...SUGGESTED_PER_UNIT_DONATIONS_CENTS)).toBeGreaterThanOrEqual(
      MINIMUM_PER_UNIT_DONATION_CENTS,
    );
    expect(Math.min(...SUGGESTED_FLAT_DONATIONS_CENTS)).toBeGreaterThanOrEqual(
      MINIMUM_FLAT_DONATION_LIVE_CENTS,
    );
  });

  it('uses whole cents only', () => {
    const all = [
      MINIMUM_PLEDGE_CENTS,
      MINIMUM_GOAL_CENTS,
      DEFAULT_PERSONAL_GOAL_CENTS,
      MINIMUM_FLAT_DONATION_CENTS,
      MINIMUM_FLAT_DONATION_LIVE_CENTS,
      MINIMUM_PER_UNIT_DONATION_CENTS,
      EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS,
      AVERAGE_PER_UNIT_DONATION_CENTS,
      PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS,
      PAYMENT_PROCESSING_EXPENSE_CENTS,
      ...SUGGESTED_PER_UNIT_DONATIONS_CENTS,
      ...SUGGESTED_FLAT_DONATIONS_CENTS,
    ];
    expect(all.every(Number.isSafeInteger)).toBe(true);
  });
});
