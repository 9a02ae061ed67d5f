import type { PledgeTermsInput } from '@pledgethon/contracts';
import { messages, type PledgeRules, type PledgeTerms, pledgeEntryProblem } from '@pledgethon/core';
import { AppError } from '../../http/app-error';

/** The terms a form sent, checked against the section 9 minimums and the Thon's rules and minimums. */
export function acceptedTerms(input: PledgeTermsInput, rules: PledgeRules): PledgeTerms {
  const terms: PledgeTerms =
    input.Kind === 'flat'
      ? { kind: 'flat', amountCents: input.AmountCents ?? 0 }
      : { kind: 'per_unit', rateCents: input.RateCents ?? 0, donorMaxCents: input.MaxCents };
  const problem = pledgeEntryProblem(terms, rules);
  if (problem) throw new AppError('rule', problem.message, { [problem.field]: problem.message });
  return terms;
}

/** The pledge row's columns for the terms: the other kind's amounts are null, as the table requires. */
export const termColumns = (terms: PledgeTerms, coversFees: boolean) =>
  terms.kind === 'flat'
    ? { kind: 'flat' as const, amountCents: terms.amountCents, rateCents: null, maxCents: null, coversFees }
    : {
        kind: 'per_unit' as const,
        rateCents: terms.rateCents,
        maxCents: terms.donorMaxCents,
        amountCents: null,
        coversFees,
      };

export const requireParticipantChosen = (found: unknown) => {
  if (!found)
    throw new AppError('rule', messages.participantMustBeSelected, {
      ParticipantId: messages.participantMustBeSelected,
    });
};
