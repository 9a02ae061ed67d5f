import {
  EXPECTED_UNITS_WITHOUT_HISTORY,
  MINIMUM_FLAT_DONATION_CENTS,
  MINIMUM_FLAT_DONATION_LIVE_CENTS,
  MINIMUM_PER_UNIT_DONATION_CENTS,
  MINIMUM_PLEDGE_CENTS,
  PAYMENT_PROCESSING_EXPENSE_CENTS,
  PROCESSING_FEE_BASIS_POINTS,
  PROCESSING_FEE_FIXED_CENTS,
} from './constants/donations';
import { MAX_INT32 } from './constants/limits';
import { messages } from './messages';
import { pledgeTotalCents } from './money';

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
};

/**
 * Why a new or changed pledge cannot be accepted, in the words the donor sees, or null. A pledge that
 * could never reach the $1 minimum transaction is refused with the spec's text.
 */
export function pledgeEntryProblem(terms: PledgeTerms, rules: PledgeRules): string | null {
  if (terms.kind === 'per_unit' && rules.flatDonationsOnly) return messages.flatDonationsOnly;
  if (terms.kind === 'flat') {
    if (terms.amountCents < MINIMUM_PLEDGE_CENTS) return messages.minimumPledge;
    if (terms.amountCents > MAX_INT32) return messages.invalidData;
    if (rules.live && terms.amountCents < MINIMUM_FLAT_DONATION_LIVE_CENTS)
      return messages.minimumFlatGiftLive;
    if (terms.amountCents < MINIMUM_FLAT_DONATION_CENTS) return messages.minimumFlatGift;
    return null;
  }
  if (terms.rateCents < MINIMUM_PER_UNIT_DONATION_CENTS) return messages.minimumPerUnitPledge;
  if (terms.rateCents > MAX_INT32 || (terms.donorMaxCents ?? 0) > MAX_INT32) return messages.invalidData;
  if (terms.donorMaxCents !== null && terms.donorMaxCents < MINIMUM_PLEDGE_CENTS)
    return messages.minimumPledge;
  if (terms.rateCents * rules.eventMaxUnits < MINIMUM_PLEDGE_CENTS) return messages.minimumPledge;
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

/** How one charge divides between the processing fee and the organisation (decision 052). */
export function feeSplit(pledgeCents: number, coversFees: boolean): FeeSplit {
  if (pledgeCents <= 0) return { chargedCents: 0, processingFeeCents: 0, organizationCents: 0 };
  const chargedCents = pledgeCents + (coversFees ? PAYMENT_PROCESSING_EXPENSE_CENTS : 0);
  const fee = processingFeeCents(chargedCents);
  return { chargedCents, processingFeeCents: fee, organizationCents: chargedCents - fee };
}

/** The share of what the donor pays that reaches the organisation, in whole percent (rounded down). */
export function organizationSharePercent(pledgeCents: number, coversFees: boolean): number {
  const split = feeSplit(pledgeCents, coversFees);
  if (split.chargedCents === 0) return 0;
  return Math.floor((split.organizationCents * 100) / split.chargedCents);
}
