import type { PledgeForm } from '@pledgethon/contracts';
import {
  expectedCents,
  feeSplit,
  maximumCents,
  organizationSharePercent,
  type PledgeTerms,
  pledgeEntryProblem,
} from '@pledgethon/core';

/** What the donor will pay at the expected units and at most, and what reaches the organisation. */
export function previewPledge(form: PledgeForm, terms: PledgeTerms | null, coversFees: boolean) {
  if (!terms) return null;
  const expected = expectedCents(terms, form.MaxUnits, form.ExpectedUnits);
  const maximum = maximumCents(terms, form.MaxUnits);
  const basis = terms.kind === 'flat' ? terms.amountCents : expected;
  const split = feeSplit(basis, coversFees);
  return { expected, maximum, split, percent: organizationSharePercent(basis, coversFees) };
}

type Cents = number | null;

/** The terms the amount fields describe, or null until the amount that matters is typed. */
export function pledgeTermsOf(
  perUnit: boolean,
  { rate, max, amount }: { rate: Cents; max: Cents; amount: Cents },
): PledgeTerms | null {
  if (perUnit)
    return rate && rate > 0
      ? { kind: 'per_unit', rateCents: rate, donorMaxCents: max && max > 0 ? max : null }
      : null;
  return amount && amount > 0 ? { kind: 'flat', amountCents: amount } : null;
}

/** What the server's entry rule needs of a Thon: its units and minimums, as the server gave them. */
export type PledgeAmountRules = Pick<
  PledgeForm,
  'MaxUnits' | 'FlatDonationsOnly' | 'MinimumPerUnitCents' | 'MinimumFlatCents'
>;

/**
 * The server's entry rule for these terms, checked as the donor types on the pledge form and on their
 * own pledge page: the minimums already hold the live floor, so `live` adds nothing here.
 */
export const pledgeAmountProblem = (rules: PledgeAmountRules, terms: PledgeTerms | null) =>
  terms
    ? pledgeEntryProblem(terms, {
        eventMaxUnits: rules.MaxUnits,
        flatDonationsOnly: rules.FlatDonationsOnly,
        live: false,
        minimumPerUnitCents: rules.MinimumPerUnitCents,
        minimumGiftCents: rules.MinimumFlatCents,
      })
    : null;
