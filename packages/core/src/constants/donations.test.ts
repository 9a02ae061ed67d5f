import { describe, expect, it } from 'vitest';
import {
  AVERAGE_PER_UNIT_DONATION_CENTS,
  DEFAULT_PERSONAL_GOAL_CENTS,
  EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS,
  MAX_COMMISSION_RATE_PERCENT,
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_FLAT_DONATION_LIVE_CENTS,
  MINIMUM_GOAL_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_PLEDGE_CENTS,
  MONEY_DEFAULT_PRECISION,
  PAYMENT_PROCESSING_EXPENSE_CENTS,
  PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS,
  SUGGESTED_FLAT_DONATIONS_CENTS,
  SUGGESTED_PER_UNIT_DONATIONS_CENTS,
} from './donations';

describe('donation constants (section 9, in cents)', () => {
  it('keeps the spec dollar amounts as cents', () => {
    expect(MINIMUM_PLEDGE_CENTS).toBe(100);
    expect(MINIMUM_GOAL_CENTS).toBe(100);
    expect(DEFAULT_PERSONAL_GOAL_CENTS).toBe(35_000);
    expect(MINIMUM_FLAT_DONATION_CENTS).toBe(500);
    expect(MINIMUM_FLAT_DONATION_LIVE_CENTS).toBe(1_000);
    expect(MINIMUM_PER_UNIT_DONATION_CENTS).toBe(30);
    expect(EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS).toBe(500);
    expect(AVERAGE_PER_UNIT_DONATION_CENTS).toBe(3_400);
    expect(PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS).toBe(500);
    expect(PAYMENT_PROCESSING_EXPENSE_CENTS).toBe(200);
  });

  it('is not the dollar figure by mistake', () => {
    expect(DEFAULT_PERSONAL_GOAL_CENTS).not.toBe(350);
    expect(MINIMUM_PER_UNIT_DONATION_CENTS).not.toBe(0.3);
    expect(MINIMUM_PLEDGE_CENTS).not.toBe(1);
  });

  it('suggests donations from highest to lowest', () => {
    expect(SUGGESTED_PER_UNIT_DONATIONS_CENTS).toEqual([1_500, 1_000, 500, 300, 200]);
    expect(SUGGESTED_FLAT_DONATIONS_CENTS).toEqual([50_000, 30_000, 20_000, 10_000, 5_000]);
  });

  it('never suggests less than the minimums', () => {
    expect(Math.min(...SUGGESTED_PER_UNIT_DONATIONS_CENTS)).toBeGreaterThanOrEqual(
      MINIMUM_PER_UNIT_DONATION_CENTS,
    );
    expect(Math.min(...SUGGESTED_FLAT_DONATIONS_CENTS)).toBeGreaterThanOrEqual(
      MINIMUM_FLAT_DONATION_LIVE_CENTS,
    );
  });

  it('caps commission at 60 percent and money at 2 decimals', () => {
    expect(MAX_COMMISSION_RATE_PERCENT).toBe(60);
    expect(MAX_COMMISSION_RATE_PERCENT).not.toBe(0.6);
    expect(MONEY_DEFAULT_PRECISION).toBe(2);
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
