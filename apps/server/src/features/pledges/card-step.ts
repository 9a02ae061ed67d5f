import type { PledgeAnswer } from '@pledgethon/contracts';
import { feeSplit, messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import type { CardCheckInput, SaveCardOutcome } from '../../integrations/payments/payments.types';
import { chargePledges } from '../charging/charge-pledges';
import { type ChargeToMake, findChargeOfPledge, insertCharge } from '../charging/charges.queries';
import { chargeKey } from '../payment-states/charge-keys';
import { recordRefused, settleCharge } from '../payment-states/charge-moves.queries';
import { failPayment } from '../payment-states/payment-moves.queries';
import { CardDeclined } from './card-declined';
import { type PledgeRecord, recordSavedCard, setPledgeStatus, withdrawRefusedGift } from './pledges.queries';
import type { PledgeContext } from './submit-pledge';

/**
 * Where a submission's card step stands: a gift's charge (or nothing yet, for a per-unit pledge or a
 * charge the provider decides later), or the bank's own check the donor must pass first.
 */
export type CardStep = { chargedCents: number | null; check: PledgeAnswer['CardCheck'] };

const decided = (chargedCents: number | null): CardStep => ({ chargedCents, check: null });

/** The donor's side of a check: what their browser ran, with the test dialog's answer, if any. */
export type DonorCheck = Pick<CardCheckInput, 'reference' | 'testBankAnswer'>;

/** A card refused while the donor is at the form: the pledge is withdrawn, nothing is chased. */
async function declinedAtEntry(context: PledgeContext, pledgeId: string) {
  await setPledgeStatus(context.db, { pledgeId, status: 'cancelled' });
}

/**
 * Charges one pledge while its donor waits for the answer: when the card service gives none, the
 * attempt stays recorded for the sweep and the donor is asked to try again (decision 119).
 */
export async function chargeWhileDonorWaits(context: PledgeContext, charge: ChargeToMake) {
  const result = await chargePledges(context, [charge]);
  if (result.unresolved.length > 0) throw new AppError('unavailable', messages.paymentProviderSilent);
  return result;
}

/** A flat gift's charge, made at once under the pledge's first charge key. */
export async function chargeGiftNow(
  context: PledgeContext,
  pledge: PledgeRecord,
  amountCents: number,
  paymentMethod: string,
): Promise<CardStep> {
  await insertCharge(context.db, {
    pledgeId: pledge.id,
    eventId: pledge.eventId,
    pledgeCents: amountCents,
    paymentMethod,
  });
  const charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  if (charge?.state === 'pending') {
    const { awaitingCheck } = await chargeWhileDonorWaits(context, charge);
    const [check] = awaitingCheck;
    if (check)
      return { chargedCents: null, check: { Reference: check.reference, ClientSecret: check.clientSecret } };
  }
  return giftAsRecorded(context, pledge);
}

/**
 * A gift's charge after the bank's check: the provider says where it stands, and its answer is
 * recorded as its webhook's would be (decision 064), so whichever comes first, the gift is paid once.
 */
export async function checkGift(context: PledgeContext, pledge: PledgeRecord, donor: DonorCheck) {
  const charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  if (charge?.state === 'pending') {
    const key = chargeKey(pledge.id, charge.attempt);
    const chargedCents = feeSplit(charge.pledgeCents, charge.coversFees).chargedCents;
    const outcome = await context.payments.checkCharge({
      ...donor,
      idempotencyKey: key,
      pledgeId: pledge.id,
      amountCents: chargedCents,
    });
    if (outcome.status === 'pending')
      return outcome.clientSecret
        ? { chargedCents: null, check: { Reference: outcome.reference, ClientSecret: outcome.clientSecret } }
        : decided(null);
    await context.db.transaction(async (tx) => {
      if (outcome.status === 'succeeded')
        await settleCharge(tx, {
          pledgeId: pledge.id,
          chargeKey: key,
          provider: context.payments.name,
          reference: outcome.reference,
          amountCents: chargedCents,
          processingFeeCents: outcome.processingFeeCents,
        });
      else {
        await failPayment(tx, { chargeKey: key });
        await recordRefused(tx, [{ charge, failure: outcome.reason }], new Date());
      }
    });
  }
  return giftAsRecorded(context, pledge);
}

/** A gift whose charge was refused is withdrawn; one that succeeded answers what the card paid. */
async function giftAsRecorded(context: PledgeContext, pledge: PledgeRecord): Promise<CardStep> {
  const charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  if (charge?.state === 'failed' || pledge.status === 'cancelled') {
    const reason = charge?.failure ?? messages.paymentDeclined;
    // A repeat of a submission already withdrawn answers the same, but tried no card this time.
    if (pledge.status === 'cancelled') throw new AppError('rule', reason, { PaymentMethod: reason });
    await withdrawRefusedGift(context.db, { pledgeId: pledge.id });
    throw new CardDeclined(reason);
  }
  return decided(
    charge?.state === 'succeeded' ? feeSplit(charge.pledgeCents, pledge.coversFees).chargedCents : null,
  );
}

const cardKey = (pledgeId: string) => `pledge-card:${pledgeId}`;

/** A per-unit pledge's card, saved at the provider for charging after the results. */
export async function saveCard(
  context: PledgeContext,
  pledge: PledgeRecord,
  paymentMethod: string,
  email: string,
): Promise<CardStep> {
  if (pledge.status === 'cancelled')
    throw new AppError('rule', messages.paymentDeclined, { PaymentMethod: messages.paymentDeclined });
  if (pledge.savedPaymentMethod) return decided(null);
  const outcome = await context.payments.saveCard({
    idempotencyKey: cardKey(pledge.id),
    paymentMethod,
    email,
    pledgeId: pledge.id,
  });
  return recordSaveOutcome(context, pledge, outcome);
}

/** A card being saved, after the bank's check: the provider says whether it was. */
export async function checkSavedCard(context: PledgeContext, pledge: PledgeRecord, donor: DonorCheck) {
  if (pledge.savedPaymentMethod) return decided(null);
  const outcome = await context.payments.checkSavedCard({
    ...donor,
    idempotencyKey: cardKey(pledge.id),
    pledgeId: pledge.id,
  });
  return recordSaveOutcome(context, pledge, outcome);
}

async function recordSaveOutcome(
  context: PledgeContext,
  pledge: PledgeRecord,
  outcome: SaveCardOutcome,
): Promise<CardStep> {
  if (outcome.status === 'failed') {
    await declinedAtEntry(context, pledge.id);
    throw new CardDeclined(outcome.reason);
  }
  if (outcome.status === 'saved')
    await recordSavedCard(context.db, {
      pledgeId: pledge.id,
      provider: context.payments.name,
      savedMethod: outcome.savedMethod,
    });
  if (outcome.status === 'pending' && outcome.clientSecret)
    return {
      chargedCents: null,
      check: { Reference: outcome.reference, ClientSecret: outcome.clientSecret },
    };
  return decided(null);
}
