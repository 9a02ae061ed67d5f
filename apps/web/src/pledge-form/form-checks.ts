import type { PledgeForm } from '@pledgethon/contracts';
import { messages, type PledgeTerms } from '@pledgethon/core';
import type { FieldProblem } from '../ui/ErrorSummary';
import { type Donor, type FieldErrors, fieldIdOf } from './fields';
import { pledgeAmountProblem } from './pledge-preview';

/**
 * What the form can tell before it sends, by the request's field name, with the server's own rules
 * and words: the participant, the amount (an empty one is judged as $0, as the server judges it), the
 * donor's required fields, and a test card number that is none of the test cards.
 */
export function problemsBeforeSending(
  form: PledgeForm,
  entry: {
    toThon: boolean;
    perUnit: boolean;
    terms: PledgeTerms | null;
    donor: Donor;
    unknownCard: string | null;
  },
): FieldErrors {
  const problems: Record<string, string> = {};
  if (!entry.toThon && !form.Participant) problems.ParticipantId = messages.participantMustBeSelected;
  const empty: PledgeTerms = entry.perUnit
    ? { kind: 'per_unit', rateCents: 0, donorMaxCents: null }
    : { kind: 'flat', amountCents: 0 };
  const amount = pledgeAmountProblem(form, entry.terms ?? empty);
  if (amount) problems[amount.field] = amount.message;
  for (const name of ['FirstName', 'LastName'] as const)
    if (!entry.donor[name].trim()) problems[`Donor.${name}`] = messages.reviewRequiredFields;
  if (!entry.donor.Email.trim()) problems['Donor.Email'] = messages.reviewRequiredFields;
  if (entry.unknownCard) problems.PaymentMethod = entry.unknownCard;
  return problems;
}

/** The summary's message: a single problem's own words, or the spec's words for several. */
export const refusalMessage = (problems: FieldErrors): string => {
  const texts = Object.values(problems);
  return texts.length === 1 && texts[0] ? texts[0] : messages.reviewRequiredFields;
};

/**
 * The problems the summary links to: those of the fields the form shows (`labels`, in the order the
 * form shows them), in the page's language.
 */
export function summaryProblems(
  problems: FieldErrors,
  labels: Readonly<Record<string, string>>,
  messageText: (text: string) => string,
): FieldProblem[] {
  return Object.entries(labels).flatMap(([field, label]) => {
    const text = problems[field];
    return text ? [{ fieldId: fieldIdOf(field), label, text: messageText(text) }] : [];
  });
}
