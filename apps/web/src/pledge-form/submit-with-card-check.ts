import type { PledgeAnswer, SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../api/app-error';
import { confirmCard, submitPledge } from './api';
import type { Card } from './card';

/**
 * Submits a pledge; when the card's bank asks for its own check (3-D Secure, decision 100), runs it
 * and has the server ask the provider how it went. A failed check is the card's problem, shown at
 * the card: the donor tries again (another card, a new submission).
 */
export async function submitWithCardCheck(card: Card, request: SubmitPledgeRequest): Promise<PledgeAnswer> {
  const answer = await submitPledge(request);
  if (!answer.CardCheck) return answer;
  const testBankAnswer = await card.runCheck(answer.CardCheck);
  const checked = await confirmCard({
    IdempotencyKey: request.IdempotencyKey,
    Reference: answer.CardCheck.Reference,
    TestBankAnswer: testBankAnswer,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 422)
      throw new AppError(422, error.message, { PaymentMethod: error.message });
    throw error;
  });
  // Stripe's window was closed before the bank answered: the check did not pass.
  if (checked.CardCheck)
    throw new AppError(422, messages.cardCheckFailed, { PaymentMethod: messages.cardCheckFailed });
  return checked;
}

/**
 * Whether the form's next try is a new submission. A refused one (4xx) was answered and stored
 * nothing to resume. A lost answer, or one that asks to try again (5xx), keeps its key: the server
 * may have stored the pledge and charged its card, and the same key resumes it instead of making a
 * second one (decision 122).
 */
export const needsNewSubmission = (error: unknown): boolean =>
  error instanceof AppError && error.status >= 400 && error.status < 500;
