import type { ConfirmCardRequest, PledgeAnswer } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { checkSavedCard } from './card-saving';
import { cardStepOrRetry, checkGift } from './card-step';
import { averageUnits, findManagedPledge, findPledgeByKey } from './pledges.queries';
import { finishSubmission, type PledgeContext } from './submit-pledge';

/**
 * The card step of a submission whose bank ran its own check at the form (3-D Secure, decision 100).
 * The submission's idempotency key names the pledge (only its form knows it); the provider, never the
 * browser, says where the charge or the card stands, except the test provider's bank, which is the
 * browser's test dialog. A check failed withdraws the pledge as a refused card does (decision 051):
 * the donor tries again with another card, as a new submission. Asking twice answers the same.
 */
export async function confirmCard(
  context: PledgeContext,
  request: ConfirmCardRequest,
): Promise<PledgeAnswer> {
  const pledge = await findPledgeByKey(context.db, { idempotencyKey: request.IdempotencyKey });
  const found = pledge ? await findManagedPledge(context.db, { pledgeId: pledge.id }) : undefined;
  if (!pledge || !found) throw new AppError('not_found', messages.notFound);
  if (pledge.status === 'cancelled') throw new AppError('rule', messages.cardCheckFailed);
  const expectedUnits = (await averageUnits(context.db, { eventId: pledge.eventId })) ?? undefined;
  const donor = { reference: request.Reference, testBankAnswer: request.TestBankAnswer };
  const step = await cardStepOrRetry(context, () =>
    pledge.kind === 'flat' ? checkGift(context, pledge, donor) : checkSavedCard(context, pledge, donor),
  );
  return finishSubmission(pledge, { maxUnits: found.maxUnits, expectedUnits }, step);
}
