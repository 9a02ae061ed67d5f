import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import type { Payments, SaveCardOutcome } from '../../integrations/payments/payments.types';
import { CardDeclined } from './card-declined';
import { type CardStep, type DonorCheck, decided } from './card-step';
import type { MailContext } from './donor-mail';
import { sendPledgeReceipt } from './pledge-emails';
import { answerCardToSave, listCardsToSave, type PledgeRecord, recordSavedCard } from './pledges.queries';
import type { PledgeContext } from './submit-pledge';

type CardSavingContext = MailContext & { payments: Payments };

/** The provider's key for saving a pledge's card: asked again, it answers the card it saved. */
const cardKey = (pledgeId: string) => `pledge-card:${pledgeId}`;

/**
 * Records the provider's answer about a pledge's card in one transaction with what it owes: a card
 * saved confirms the pledge with its receipt; a refused card withdraws it (the donor tries again
 * with another card); a card whose bank runs its own check waits for the donor's check (decision 100).
 */
async function recordCardAnswer(mail: CardSavingContext, pledgeId: string, outcome: SaveCardOutcome) {
  await mail.db.transaction(async (tx) => {
    if (outcome.status === 'saved') {
      const saved = await recordSavedCard(tx, {
        pledgeId,
        provider: mail.payments.name,
        savedMethod: outcome.savedMethod,
      });
      if (saved) await sendPledgeReceipt({ ...mail, db: tx }, { pledgeId });
    } else await answerCardToSave(tx, { pledgeId, refused: outcome.status === 'failed' });
  });
}

function asCardStep(outcome: SaveCardOutcome): CardStep {
  if (outcome.status === 'failed') throw new CardDeclined(outcome.reason);
  if (outcome.status === 'pending' && outcome.clientSecret)
    return {
      chargedCents: null,
      check: { Reference: outcome.reference, ClientSecret: outcome.clientSecret },
    };
  return decided(null);
}

/**
 * A per-unit pledge's card, saved at the provider for charging after the results, with the card the
 * pledge was stored with (or, asked again once answered, the one given now). A provider that gives
 * no answer leaves the card to save for the sweep, and the donor is asked to try again.
 */
export async function saveCard(
  context: PledgeContext,
  pledge: PledgeRecord,
  given: { paymentMethod: string; email: string },
): Promise<CardStep> {
  if (pledge.status === 'cancelled')
    throw new AppError('rule', messages.paymentDeclined, { PaymentMethod: messages.paymentDeclined });
  if (pledge.savedPaymentMethod) return decided(null);
  const outcome = await context.payments
    .saveCard({
      idempotencyKey: cardKey(pledge.id),
      paymentMethod: pledge.cardToSave ?? given.paymentMethod,
      email: given.email,
      pledgeId: pledge.id,
    })
    .catch(() => {
      throw new AppError('unavailable', messages.paymentProviderSilent);
    });
  await recordCardAnswer(context, pledge.id, outcome);
  return asCardStep(outcome);
}

/** A card being saved, after the bank's check: the provider says whether it was. */
export async function checkSavedCard(context: PledgeContext, pledge: PledgeRecord, donor: DonorCheck) {
  if (pledge.savedPaymentMethod) return decided(null);
  const outcome = await context.payments.checkSavedCard({
    ...donor,
    idempotencyKey: cardKey(pledge.id),
    pledgeId: pledge.id,
  });
  await recordCardAnswer(context, pledge.id, outcome);
  return asCardStep(outcome);
}

/**
 * Asks the provider again about cards given at a form whose answer was never recorded (the process
 * died, the provider or the database failed) once they are `olderThan`: under the same key, the
 * provider answers the card it saved, so each such pledge ends confirmed with its receipt or
 * withdrawn, whether or not its donor came back.
 */
export async function resumeCardSaves(context: CardSavingContext, { olderThan }: { olderThan: Date }) {
  const waiting = await listCardsToSave(context.db, { olderThan, limit: 500 });
  const unanswered: unknown[] = [];
  for (const pledge of waiting) {
    try {
      const outcome = await context.payments.saveCard({
        idempotencyKey: cardKey(pledge.id),
        paymentMethod: pledge.cardToSave,
        email: pledge.donorEmail ?? '',
        pledgeId: pledge.id,
      });
      await recordCardAnswer(context, pledge.id, outcome);
    } catch (error) {
      unanswered.push(error);
    }
  }
  if (unanswered.length > 0)
    context.log.warn(
      { err: unanswered[0], unanswered: unanswered.length, asked: waiting.length },
      `${unanswered.length} of ${waiting.length} cards to save got no answer: they are asked again next minute`,
    );
}
