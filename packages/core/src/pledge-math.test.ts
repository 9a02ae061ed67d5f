import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_PLEDGE_CENTS,
} from './constants/donations';
import { messages } from './messages';
import {
  chargeCents,
  expectedCents,
  feeCoverCents,
  feeSplit,
  maximumCents,
  organizationSharePercent,
  type PledgeTerms,
  pledgeEntryProblem,
  pledgeMinimums,
  processingFeeCents,
} from './pledge-math';

const rate = fc.integer({ min: MINIMUM_PER_UNIT_DONATION_CENTS, max: 100_000 });
const units = fc.integer({ min: 0, max: 500 });
const eventMax = fc.integer({ min: 1, max: 360 });
const donorMax = fc.option(fc.integer({ min: MINIMUM_PLEDGE_CENTS, max: 10_000_000 }), { nil: null });
const perUnit = fc.record({
  kind: fc.constant('per_unit' as const),
  rateCents: rate,
  donorMaxCents: donorMax,
});
const flat = fc.record({
  kind: fc.constant('flat' as const),
  amountCents: fc.integer({ min: MINIMUM_FLAT_DONATION_CENTS, max: 100_000_000 }),
});
const terms: fc.Arbitrary<PledgeTerms> = fc.oneof(perUnit, flat);
const entryText = (...args: Parameters<typeof pledgeEntryProblem>) =>
  pledgeEntryProblem(...args)?.message ?? null;
const rules = (eventMaxUnits: number) => ({
  eventMaxUnits,
  flatDonationsOnly: false,
  live: false,
  minimumPerUnitCents: null,
  minimumGiftCents: null,
});
const thonMinimum = fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null });

describe('pledge math', () => {
  it('charges rate × min(units, event max), capped by the donor maximum, in whole cents', () => {
    fc.assert(
      fc.property(perUnit, units, eventMax, (pledge, done, max) => {
        const charged = chargeCents(pledge, done, max);
        expect(Number.isSafeInteger(charged)).toBe(true);
        const uncapped = pledge.rateCents * Math.min(done, max);
        const capped = Math.min(uncapped, pledge.donorMaxCents ?? uncapped);
        expect(charged).toBe(capped < MINIMUM_PLEDGE_CENTS ? 0 : capped);
      }),
    );
  });

  it('never charges above the donor maximum or the event cap, nor anything between $0 and $1', () => {
    fc.assert(
      fc.property(terms, units, eventMax, (pledge, done, max) => {
        const charged = chargeCents(pledge, done, max);
        expect(charged === 0 || charged >= MINIMUM_PLEDGE_CENTS).toBe(true);
        expect(charged).toBeLessThanOrEqual(maximumCents(pledge, max));
        if (pledge.kind === 'per_unit') {
          expect(charged).toBeLessThanOrEqual(pledge.rateCents * max);
          if (pledge.donorMaxCents !== null) expect(charged).toBeLessThanOrEqual(pledge.donorMaxCents);
        } else {
          expect(charged).toBe(pledge.amountCents);
        }
      }),
    );
  });

  it('shows the expected amount at 34 units and never more than the maximum', () => {
    fc.assert(
      fc.property(terms, eventMax, (pledge, max) => {
        expect(expectedCents(pledge, max)).toBe(chargeCents(pledge, 34, max));
        expect(expectedCents(pledge, max)).toBeLessThanOrEqual(maximumCents(pledge, max));
      }),
    );
    expect(expectedCents({ kind: 'per_unit', rateCents: 500, donorMaxCents: null }, 35)).toBe(17_000);
    expect(maximumCents({ kind: 'per_unit', rateCents: 500, donorMaxCents: 10_000 }, 35)).toBe(10_000);
  });

  it('leaves an amount under $1 uncharged rather than rounding it up', () => {
    expect(chargeCents({ kind: 'per_unit', rateCents: 30, donorMaxCents: null }, 3, 35)).toBe(0);
    expect(chargeCents({ kind: 'per_unit', rateCents: 30, donorMaxCents: null }, 4, 35)).toBe(120);
  });

  it('accepts only pledges that can reach the minimums', () => {
    fc.assert(
      fc.property(
        terms,
        eventMax,
        thonMinimum,
        thonMinimum,
        fc.boolean(),
        (pledge, max, perUnitMin, giftMin, live) => {
          const thonRules = {
            ...rules(max),
            live,
            minimumPerUnitCents: perUnitMin,
            minimumGiftCents: giftMin,
          };
          if (pledgeEntryProblem(pledge, thonRules) !== null) return;
          // Whatever the donor enters that is taken can come to the smallest gift section 9 allows.
          expect(maximumCents(pledge, max)).toBeGreaterThanOrEqual(MINIMUM_FLAT_DONATION_CENTS);
          if (pledge.kind === 'flat') expect(pledge.amountCents).toBeGreaterThanOrEqual(giftMin ?? 0);
          else expect(pledge.rateCents).toBeGreaterThanOrEqual(perUnitMin ?? 0);
        },
      ),
    );
    const perLap = (rateCents: number, donorMaxCents: number | null = null): PledgeTerms => ({
      kind: 'per_unit',
      rateCents,
      donorMaxCents,
    });
    expect(entryText({ kind: 'flat', amountCents: 99 }, rules(35))).toBe(messages.minimumPledge);
    expect(entryText({ kind: 'flat', amountCents: 499 }, rules(35))).toBe(messages.minimumFlatGift);
    expect(entryText({ kind: 'flat', amountCents: 500 }, rules(35))).toBeNull();
    expect(entryText({ kind: 'flat', amountCents: 999 }, { ...rules(35), live: true })).toBe(
      messages.minimumFlatGiftLive,
    );
    expect(entryText(perLap(29), rules(35))).toBe(messages.minimumPerUnitPledge);
    expect(entryText(perLap(30), rules(35))).toBeNull();
    expect(entryText(perLap(30), rules(3))).toBe(messages.minimumPledge);
    expect(entryText(perLap(500, 99), rules(35))).toBe(messages.minimumPledge);
    expect(entryText(perLap(500), { ...rules(35), flatDonationsOnly: true })).toBe(
      messages.flatDonationsOnly,
    );
  });

  it('asks a per-unit pledge to reach $5 over the units counted and to be capped at no less than $5', () => {
    const perLap = (rateCents: number, donorMaxCents: number | null = null): PledgeTerms => ({
      kind: 'per_unit',
      rateCents,
      donorMaxCents,
    });
    expect(entryText(perLap(30), rules(16))).toBe(messages.extendedMinimumPerUnit);
    expect(entryText(perLap(50), rules(10))).toBeNull();
    expect(entryText(perLap(100, 499), rules(35))).toBe(messages.pendingThresholdPerUnit);
    expect(entryText(perLap(100, 500), rules(35))).toBeNull();
  });

  it('names the field the donor must change, so the form marks that one', () => {
    const perLap = (rateCents: number, donorMaxCents: number | null = null): PledgeTerms => ({
      kind: 'per_unit',
      rateCents,
      donorMaxCents,
    });
    const fieldOf = (...args: Parameters<typeof pledgeEntryProblem>) => pledgeEntryProblem(...args)?.field;
    expect(fieldOf({ kind: 'flat', amountCents: 99 }, rules(35))).toBe('AmountCents');
    expect(fieldOf(perLap(29), rules(35))).toBe('RateCents');
    expect(fieldOf(perLap(30), rules(16))).toBe('RateCents');
    expect(fieldOf(perLap(500, 99), rules(35))).toBe('MaxCents');
    expect(fieldOf(perLap(100, 499), rules(35))).toBe('MaxCents');
    expect(fieldOf(perLap(500), { ...rules(35), flatDonationsOnly: true })).toBe('Kind');
  });

  it("holds pledges to the Thon's own minimums, which raise section 9's and never lower them", () => {
    const thon = { ...rules(35), minimumPerUnitCents: 100, minimumGiftCents: 2_500 };
    expect(entryText({ kind: 'per_unit', rateCents: 99, donorMaxCents: null }, thon)).toBe(
      'The minimum pledge per unit is $1.',
    );
    expect(entryText({ kind: 'per_unit', rateCents: 100, donorMaxCents: null }, thon)).toBeNull();
    expect(entryText({ kind: 'flat', amountCents: 2_499 }, thon)).toBe('The minimum gift is $25.');
    expect(entryText({ kind: 'flat', amountCents: 2_500 }, thon)).toBeNull();
    expect(entryText({ kind: 'flat', amountCents: 1_250 }, { ...thon, minimumGiftCents: 1_275 })).toBe(
      'The minimum gift is $12.75.',
    );
    expect(pledgeMinimums({ live: true, minimumPerUnitCents: 10, minimumGiftCents: 600 })).toEqual({
      perUnitCents: MINIMUM_PER_UNIT_DONATION_CENTS,
      giftCents: 1_000,
    });
  });

  it('splits every charge exactly between the processing fee and the organisation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.boolean(), (pledge, covers) => {
        const split = feeSplit(pledge, covers);
        expect(split.processingFeeCents + split.organizationCents).toBe(split.chargedCents);
        expect(split.processingFeeCents).toBeGreaterThanOrEqual(0);
        expect(split.organizationCents).toBeGreaterThanOrEqual(0);
        // Covering the fee leaves the whole pledge to the organisation, with the least addition that does.
        if (pledge > 0 && covers) {
          expect(split.organizationCents).toBeGreaterThanOrEqual(pledge);
          const added = split.chargedCents - pledge;
          expect(added - 1 - processingFeeCents(pledge + added - 1)).toBeLessThan(0);
        }
        if (!covers) expect(split.chargedCents).toBe(pledge);
        const share = organizationSharePercent(pledge, covers);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(100);
      }),
    );
    expect(feeSplit(10_000, false)).toEqual({
      chargedCents: 10_000,
      processingFeeCents: 320,
      organizationCents: 9_680,
    });
    // $100 covered: $3.30 added, whose own fee makes the fee of $103.30 exactly $3.30.
    expect(feeCoverCents(10_000)).toBe(330);
    expect(feeSplit(10_000, true)).toEqual({
      chargedCents: 10_330,
      processingFeeCents: 330,
      organizationCents: 10_000,
    });
    expect(feeCoverCents(500)).toBe(46);
    expect(feeCoverCents(0)).toBe(0);
  });
});
