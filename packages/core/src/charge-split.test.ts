import { describe, expect, it } from 'vitest';
import { chargeSplit } from './charge-split';

describe('chargeSplit', () => {
  it("takes the provider's fee, then the commission and the platform fee of the pledge, and credits the school the rest", () => {
    expect(
      chargeSplit({
        chargedCents: 15_500,
        pledgedCents: 15_500,
        processingFeeCents: 480,
        commissionBasisPoints: 2_000,
        platformFeeBasisPoints: 150,
      }),
    ).toEqual({
      processingFeeCents: 480,
      commissionCents: 3_100,
      platformFeeCents: 233,
      schoolCents: 11_687,
    });
  });

  it('takes the rates of the pledge, not of the fee a donor chose to cover', () => {
    const split = chargeSplit({
      chargedCents: 10_330,
      pledgedCents: 10_000,
      processingFeeCents: 330,
      commissionBasisPoints: 1_000,
      platformFeeBasisPoints: 0,
    });
    expect(split).toEqual({
      processingFeeCents: 330,
      commissionCents: 1_000,
      platformFeeCents: 0,
      schoolCents: 9_000,
    });
  });

  it('never credits the school less than nothing on a tiny charge', () => {
    expect(
      chargeSplit({
        chargedCents: 100,
        pledgedCents: 100,
        processingFeeCents: 33,
        commissionBasisPoints: 6_000,
        platformFeeBasisPoints: 1_000,
      }),
    ).toEqual({ processingFeeCents: 33, commissionCents: 60, platformFeeCents: 7, schoolCents: 0 });
  });

  it('always adds up to what was charged', () => {
    for (const chargedCents of [1, 99, 100, 101, 12_345, 1_000_001]) {
      for (const basisPoints of [0, 1, 2_500, 6_000]) {
        const split = chargeSplit({
          chargedCents,
          pledgedCents: chargedCents,
          processingFeeCents: Math.round(chargedCents * 0.029) + 30,
          commissionBasisPoints: basisPoints,
          platformFeeBasisPoints: basisPoints,
        });
        const parts =
          split.processingFeeCents + split.commissionCents + split.platformFeeCents + split.schoolCents;
        expect(parts).toBe(chargedCents);
        expect(split.schoolCents).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
