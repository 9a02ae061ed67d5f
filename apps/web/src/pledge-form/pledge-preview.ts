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

/** The server's entry rule for these terms, with the Thon's minimums as the form was given them. */
export const pledgeProblem = (form: PledgeForm, terms: PledgeTerms | null) =>
  terms
    ? pledgeEntryProblem(terms, {
        eventMaxUnits: form.MaxUnits,
        flatDonationsOnly: form.FlatDonationsOnly,
        live: false,
        minimumPerUnitCents: form.MinimumPerUnitCents,
        minimumGiftCents: form.MinimumFlatCents,
      })
    : null;
