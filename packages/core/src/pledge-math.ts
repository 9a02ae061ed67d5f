import {
  EXPECTED_UNITS_WITHOUT_HISTORY,
  EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_FLAT_DONATION_LIVE_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_PLEDGE_CENTS,
  PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS,
  PROCESSING_FEE_BASIS_POINTS,
  PROCESSING_FEE_FIXED_CENTS,
} from './constants/donations';
import { MAX_INT32 } from './constants/limits';
import { messages } from './messages';
import { formatCents, pledgeTotalCents } from './money';

/** What a donor promised: a rate per unit with an optional ceiling, or one flat amount. */
export type PledgeTerms =
  | { kind: 'per_unit'; rateCents: number; donorMaxCents: number | null }
  | { kind: 'flat'; amountCents: number };

const perUnitTotal = (
  terms: Extract<PledgeTerms, { kind: 'per_unit' }>,
  units: number,
  eventMaxUnits: number,
) =>
  pledgeTotalCents({
    rateCents: terms.rateCents,
    units,
    eventMaxUnits,
    ...(terms.donorMaxCents === null ? {} : { donorMaxCents: terms.donorMaxCents }),
  });

/**
 * What is charged once the units are known: the rule of `pledgeTotalCents`; an amount under the $1
 * minimum transaction is not charged at all (decision 051), rather than rounded up to more than the
 * donor promised.
 */
export function chargeCents(terms: PledgeTerms, units: number, eventMaxUnits: number): number {
  const total = terms.kind === 'flat' ? terms.amountCents : perUnitTotal(terms, units, eventMaxUnits);
  return total < MINIMUM_PLEDGE_CENTS ? 0 : total;
}

/** What the donor is shown they will pay at the expected units (34 while the Thon has no history). */
export function expectedCents(
  terms: PledgeTerms,
  eventMaxUnits: number,
  expectedUnits = EXPECTED_UNITS_WITHOUT_HISTORY,
): number {
  return chargeCents(terms, expectedUnits, eventMaxUnits);
}

/** The most the pledge can ever come to: every unit the event counts, capped by the donor's maximum. */
export function maximumCents(terms: PledgeTerms, eventMaxUnits: number): number {
  return chargeCents(terms, eventMaxUnits, eventMaxUnits);
}

export type PledgeRules = {
  eventMaxUnits: number;
  flatDonationsOnly: boolean;
  /** Real cards are charged (a live provider key): the flat minimum is then $10 (section 9). */
  live: boolean;
  /** The Thon's own minimum per unit for an initial pledge, when its organiser set one (section 5). */
  minimumPerUnitCents: number | null;
  /** The Thon's own minimum one-time gift, when its organiser set one (section 5). */
  minimumGiftCents: number | null;
};

/**
 * The smallest rate per unit and flat gift a Thon takes: section 9's numbers, or the organiser's own
 * when higher (a setting can raise a minimum, never lower it).
 */
export function pledgeMinimums(
  rules: Pick<PledgeRules, 'live' | 'minimumPerUnitCents' | 'minimumGiftCents'>,
) {
  const flatFloor = rules.live ? MINIMUM_FLAT_DONATION_LIVE_CENTS : MINIMUM_FLAT_DONATION_CENTS;
  return {
    perUnitCents: Math.max(MINIMUM_PER_UNIT_DONATION_CENTS, rules.minimumPerUnitCents ?? 0),
    giftCents: Math.max(flatFloor, rules.minimumGiftCents ?? 0),
  };
}

/** '$5' for whole dollars and '$7.50' otherwise, the way the minimum texts write amounts. */
const minimumAmount = (cents: number) => formatCents(cents).replace(/\.00$/, '');

const minimumGiftText = (cents: number) =>
  cents === MINIMUM_FLAT_DONATION_CENTS
    ? messages.minimumFlatGift
    : cents === MINIMUM_FLAT_DONATION_LIVE_CENTS
      ? messages.minimumFlatGiftLive
      : `The minimum gift is ${minimumAmount(cents)}.`;

const minimumPerUnitText = (cents: number) =>
  cents === MINIMUM_PER_UNIT_DONATION_CENTS
    ? messages.minimumPerUnitPledge
    : `The minimum pledge per unit is ${minimumAmount(cents)}.`;

/** The request field a pledge's amounts are refused at: the pledge form marks that field. */
type PledgeTermField = 'Kind' | 'AmountCents' | 'RateCents' | 'MaxCents';
export type PledgeEntryProblem = { field: PledgeTermField; message: string };

/**
 * Why a new or changed pledge cannot be accepted, in the words the donor sees and at the field that
 * must change, or null. A pledge that could never reach the $1 minimum transaction is refused with the
 * spec's text; a per-unit pledge must also be able to reach $5 over the units counted (the extended
 * minimum) and, when the donor caps it, be capped at $5 or more (the pending threshold), so it can
 * always come to what the smallest gift is.
 */
export function pledgeEntryProblem(terms: PledgeTerms, rules: PledgeRules): PledgeEntryProblem | null {
  const minimums = pledgeMinimums(rules);
  const at = (field: PledgeTermField, message: string) => ({ field, message });
  if (terms.kind === 'per_unit' && rules.flatDonationsOnly) return at('Kind', messages.flatDonationsOnly);
  if (terms.kind === 'flat') {
    if (terms.amountCents < MINIMUM_PLEDGE_CENTS) return at('AmountCents', messages.minimumPledge);
    if (terms.amountCents > MAX_INT32) return at('AmountCents', messages.invalidData);
    if (terms.amountCents < minimums.giftCents) return at('AmountCents', minimumGiftText(minimums.giftCents));
    return null;
  }
  if (terms.rateCents < minimums.perUnitCents)
    return at('RateCents', minimumPerUnitText(minimums.perUnitCents));
  if (terms.rateCents > MAX_INT32) return at('RateCents', messages.invalidData);
  if ((terms.donorMaxCents ?? 0) > MAX_INT32) return at('MaxCents', messages.invalidData);
  if (terms.donorMaxCents !== null && terms.donorMaxCents < MINIMUM_PLEDGE_CENTS)
    return at('MaxCents', messages.minimumPledge);
  const extended = terms.rateCents * rules.eventMaxUnits;
  if (extended < MINIMUM_PLEDGE_CENTS) return at('RateCents', messages.minimumPledge);
  if (extended < EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS)
    return at('RateCents', messages.extendedMinimumPerUnit);
  if (terms.donorMaxCents !== null && terms.donorMaxCents < PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS)
    return at('MaxCents', messages.pendingThresholdPerUnit);
  return null;
}

export type FeeSplit = {
  /** What the card is charged: the pledge plus what the donor chose to add for the fees. */
  chargedCents: number;
  processingFeeCents: number;
  /** What reaches the organisation after the processing fee. */
  organizationCents: number;
};

/** The processing fee of one charge, rounded half up to whole cents. */
export function processingFeeCents(chargedCents: number): number {
  if (chargedCents <= 0) return 0;
  const fee =
    Math.floor((chargedCents * PROCESSING_FEE_BASIS_POINTS + 5_000) / 10_000) + PROCESSING_FEE_FIXED_CENTS;
  return Math.min(fee, chargedCents);
}

/**
 * What a donor who covers the fee adds to a pledge: the least amount that still leaves the whole pledge
 * to the organisation once the fee of the larger charge is taken (decision 124). The fee of the pledge
 * alone is not enough, since the addition is charged a fee too.
 */
export function feeCoverCents(pledgeCents: number): number {
  if (pledgeCents <= 0) return 0;
  let added = processingFeeCents(pledgeCents);
  while (added - processingFeeCents(pledgeCents + added) < 0) added += 1;
  return added;
}

/** How one charge divides between the processing fee and the organisation (decisions 052 and 124). */
export function feeSplit(pledgeCents: number, coversFees: boolean): FeeSplit {
  if (pledgeCents <= 0) return { chargedCents: 0, processingFeeCents: 0, organizationCents: 0 };
  const chargedCents = pledgeCents + (coversFees ? feeCoverCents(pledgeCents) : 0);
  const fee = processingFeeCents(chargedCents);
  return { chargedCents, processingFeeCents: fee, organizationCents: chargedCents - fee };
}

/** The share of what the donor pays that reaches the organisation, in whole percent (rounded down). */
export function organizationSharePercent(pledgeCents: number, coversFees: boolean): number {
  const split = feeSplit(pledgeCents, coversFees);
  if (split.chargedCents === 0) return 0;
  return Math.floor((split.organizationCents * 100) / split.chargedCents);
}
