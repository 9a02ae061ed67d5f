import { describe, expect, it } from 'vitest';
import { pledgeProcessingExpenseCents, profitSplit } from './profit';

describe('profitSplit', () => {
  it("takes the franchisee's rate of what was raised, and the products out of the commission", () => {
    expect(
      profitSplit({
        raisedCents: 1_000_000,
        commissionBasisPoints: 2_000,
        productCostCents: 45_000,
        processingExpenseCents: 32_000,
      }),
    ).toEqual({ commissionCents: 200_000, franchiseeProfitCents: 155_000, organizationCents: 768_000 });
  });

  it('rounds the commission half up to whole cents and shows a loss below zero', () => {
    expect(
      profitSplit({
        raisedCents: 1_005,
        commissionBasisPoints: 1_250,
        productCostCents: 500,
        processingExpenseCents: 0,
      }),
    ).toEqual({ commissionCents: 126, franchiseeProfitCents: -374, organizationCents: 879 });
  });

  it('gives a Thon without a franchisee no commission', () => {
    expect(
      profitSplit({
        raisedCents: 50_000,
        commissionBasisPoints: 0,
        productCostCents: 0,
        processingExpenseCents: 1_480,
      }),
    ).toEqual({ commissionCents: 0, franchiseeProfitCents: 0, organizationCents: 48_520 });
  });
});

describe('pledgeProcessingExpenseCents', () => {
  it('is the fee of the charge, 2.9% + 30¢ (decision 052)', () => {
    expect(pledgeProcessingExpenseCents(10_000, false)).toBe(320);
    expect(pledgeProcessingExpenseCents(0, false)).toBe(0);
  });

  it("less what a donor adds to cover it: nothing left, or a cent of rounding in the school's favour", () => {
    // A $100 pledge charged $103.30: fee 2.9% of 10,330 = 299.57 -> 300, plus 30 = 330, less 330.
    expect(pledgeProcessingExpenseCents(10_000, true)).toBe(0);
    for (const pledge of [100, 500, 1_234, 99_999]) {
      expect(pledgeProcessingExpenseCents(pledge, true)).toBeLessThanOrEqual(0);
      expect(pledgeProcessingExpenseCents(pledge, true)).toBeGreaterThanOrEqual(-1);
    }
  });
});
