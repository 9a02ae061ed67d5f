import type { PledgeAnswer } from '@pledgethon/contracts';
import { feeSplit, messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import type { CardCheckInput } from '../../integrations/payments/payments.types';
import { chargePledges } from '../charging/charge-pledges';
import { type ChargeToMake, findChargeOfPledge } from '../charging/charges.queries';
import { chargeKey } from '../payment-states/charge-keys';
import { recordRefused, settleCharge } from '../payment-states/charge-moves.queries';
import { failPayment } from '../payment-states/payment-moves.queries';
import { CardDeclined } from './card-declined';
import { owedWhileDonorWaits } from './owed-to-donors';
import type { PledgeRecord } from './pledges.queries';
import type { PledgeContext } from './submit-pledge';

/**
 * Where a submission's card step stands: a gift's charge (or nothing yet, for a per-unit pledge or a
 * charge the provider decides later), or the bank's own check the donor must pass first.
 */
export type CardStep = { chargedCents: number | null; check: PledgeAnswer['CardCheck'] };

export const decided = (chargedCents: number | null): CardStep => ({ chargedCents, check: null });

/** The donor's side of a check: what their browser ran, with the test dialog's answer, if any. */
export type DonorCheck = Pick<CardCheckInput, 'reference' | 'testBankAnswer'>;

/**
 * Charges one pledge while its donor waits for the answer: when the card service gives none, the
 * attempt stays recorded for the sweep and the donor is asked to try again (decision 119).
 */
export async function chargeWhileDonorWaits(context: PledgeContext, charge: ChargeToMake) {
  const result = await chargePledges(context, [charge], { owed: owedWhileDonorWaits(context) });
  if (result.unresolved.length > 0) throw new AppError('unavailable', messages.paymentProviderSilent);
  return result;
}

/**
 * Any failure once the pledge is stored, other than an answer for the donor, leaves its card step
 * recorded for the sweep: the donor is asked to try again, which resumes it (decision 122).
 */
export async function cardStepOrRetry(context: PledgeContext, step: () => Promise<CardStep>) {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    context.log.error({ err: error }, 'a pledge was stored but its card step was not recorded');
    throw new AppError('unavailable', messages.pledgeNotConfirmed);
  }
}

/** A flat gift's charge, made at once under the pledge's first charge key, recorded with the pledge. */
export async function chargeGiftNow(context: PledgeContext, pledge: PledgeRecord): Promise<CardStep> {
  const charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  if (charge?.state !== 'pending') return giftAsRecorded(context, pledge, { refusedNow: false });
  const { awaitingCheck, newlyFailed } = await chargeWhileDonorWaits(context, charge);
  const [check] = awaitingCheck;
  if (check)
    return { chargedCents: null, check: { Reference: check.reference, ClientSecret: check.clientSecret } };
  return giftAsRecorded(context, pledge, { refusedNow: newlyFailed.includes(pledge.id) });
}

/**
 * A gift's charge after the bank's check: the provider says where it stands, and its answer is
 * recorded as its webhook's would be (decision 064), so whichever comes first, the gift is paid once.
 */
export async function checkGift(context: PledgeContext, pledge: PledgeRecord, donor: DonorCheck) {
  const charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  let refusedNow = false;
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
    const owed = owedWhileDonorWaits(context);
    refusedNow = await context.db.transaction(async (tx) => {
      if (outcome.status === 'succeeded') {
        const paid = await settleCharge(tx, {
          pledgeId: pledge.id,
          chargeKey: key,
          provider: context.payments.name,
          reference: outcome.reference,
          amountCents: chargedCents,
          processingFeeCents: outcome.processingFeeCents,
          platformFeeBasisPoints: context.config.PLATFORM_FEE_BASIS_POINTS,
        });
        if (paid) await owed.onPayment(tx, [pledge.id]);
        return false;
      }
      await failPayment(tx, { chargeKey: key });
      const refused = await recordRefused(tx, [{ charge, failure: outcome.reason }], new Date());
      await owed.onRefusal(tx, refused);
      return refused.length > 0;
    });
  }
  return giftAsRecorded(context, pledge, { refusedNow });
}

/**
 * A gift whose charge was refused (and withdrawn with its refusal) answers the bank's reason; one
 * that succeeded answers what the card paid.
 */
async function giftAsRecorded(
  context: PledgeContext,
  pledge: PledgeRecord,
  { refusedNow }: { refusedNow: boolean },
): Promise<CardStep> {
  const charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  const reason = charge?.failure ?? messages.paymentDeclined;
  if (refusedNow) throw new CardDeclined(reason);
  // A repeat of a submission already withdrawn answers the same, but tried no card this time.
  if (charge?.state === 'failed' || pledge.status === 'cancelled')
    throw new AppError('rule', reason, { PaymentMethod: reason });
  return decided(
    charge?.state === 'succeeded' ? feeSplit(charge.pledgeCents, pledge.coversFees).chargedCents : null,
  );
}
