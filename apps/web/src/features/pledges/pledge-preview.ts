import type { PledgeForm } from '@pledgethon/contracts';
import {
  expectedCents,
  feeSplit,
  maximumCents,
  organizationSharePercent,
  type PledgeTerms,
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
