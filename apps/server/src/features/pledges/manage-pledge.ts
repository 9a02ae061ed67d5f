import type { ManagedPledge, PledgeTermsInput } from '@pledgethon/contracts';
import { feeSplit, messages, pledgeMinimums, publicParticipantName } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { findChargeOfPledge, startNextAttempt } from '../charging/charges.queries';
import { CardDeclined } from './card-declined';
import { chargeWhileDonorWaits } from './card-step';
import { findGivingYears } from './giving-statement.queries';
import { browserPayments } from './pledge-form';
import { findPledgeIdByToken } from './pledge-links';
import { findGiftPayment } from './pledge-refunds.queries';
import { acceptedTerms, termColumns } from './pledge-terms';
import { findManagedPledge, setPledgeStatus, updatePledgeTerms } from './pledges.queries';
import { refundGift } from './refund-gift';
import type { PledgeContext } from './submit-pledge';

async function pledgeOfLink(context: PledgeContext, token: string) {
  const pledgeId = await findPledgeIdByToken(context.db, { token });
  const found = pledgeId ? await findManagedPledge(context.db, { pledgeId }) : undefined;
  if (!found) throw new AppError('not_found', messages.pledgeLinkInvalid);
  return found;
}

type Found = Awaited<ReturnType<typeof pledgeOfLink>>;

/** A flat gift charged when it was made: changing it gives money back (decision 065). */
const isPaidGift = (found: Found) => found.pledge.kind === 'flat' && found.chargeState === 'succeeded';

/**
 * A pledge can change until its Thon or participant is completed: while nothing was charged yet, or,
 * for a gift paid at once, through a refund.
 */
const canChange = (found: Found) =>
  found.pledge.status !== 'cancelled' &&
  found.eventStatus !== 'completed' &&
  found.participantCompletedAt === null &&
  (found.chargeState === null || isPaidGift(found));

/** The pledge behind a receipt's link, with what the donor may still do with it. */
export async function readManagedPledge(context: PledgeContext, token: string): Promise<ManagedPledge> {
  const found = await pledgeOfLink(context, token);
  const { pledge } = found;
  const payment =
    pledge.kind === 'flat' ? await findGiftPayment(context.db, { pledgeId: pledge.id }) : undefined;
  const minimums = pledgeMinimums({
    live: context.payments.live,
    minimumPerUnitCents: found.minimumPerUnitCents,
    minimumGiftCents: found.minimumGiftCents,
  });
  return {
    PledgeId: pledge.id,
    EventName: found.eventName,
    EventCode: found.eventCode,
    UnitName: found.unitName,
    UnitNamePlural: found.unitNamePlural,
    MaxUnits: found.maxUnits,
    FlatDonationsOnly: found.flatDonationsOnly,
    MinimumFlatCents: minimums.giftCents,
    MinimumPerUnitCents: minimums.perUnitCents,
    ParticipantName:
      found.participantFirstName === null
        ? null
        : publicParticipantName(
            found.participantFirstName,
            found.participantLastName ?? '',
            found.publicFullName ?? false,
          ),
    Kind: pledge.kind,
    RateCents: pledge.rateCents,
    MaxCents: pledge.maxCents,
    AmountCents: pledge.amountCents,
    CoversFees: pledge.coversFees,
    Status: pledge.status,
    CanChange: canChange(found),
    ChargeState: found.chargeState,
    AmountDueCents:
      found.chargeState === 'failed' ? feeSplit(found.chargeCents ?? 0, pledge.coversFees).chargedCents : 0,
    PaidCents: payment?.amountCents ?? 0,
    RefundedCents: payment?.refundedCents ?? 0,
    StatementYears: pledge.donorEmail ? await findGivingYears(context.db, { email: pledge.donorEmail }) : [],
    Payments: browserPayments(context.payments),
  };
}

/** Changes the terms from the receipt's link: the pledge becomes 'updated'. */
export async function changePledge(context: PledgeContext, token: string, input: PledgeTermsInput) {
  const found = await pledgeOfLink(context, token);
  if (!canChange(found)) throw new AppError('rule', messages.pledgeClosed);
  if (input.Kind === 'per_unit' && found.pledge.participantId === null)
    throw new AppError('rule', messages.participantMustBeSelected);
  if (input.Kind !== found.pledge.kind) throw new AppError('rule', messages.invalidData);
  const terms = acceptedTerms(input, {
    eventMaxUnits: found.maxUnits,
    flatDonationsOnly: found.flatDonationsOnly,
    live: context.payments.live,
    minimumPerUnitCents: found.minimumPerUnitCents,
    minimumGiftCents: found.minimumGiftCents,
  });
  if (isPaidGift(found) && terms.kind === 'flat') {
    await refundGift(context, found.pledge.id, {
      amountCents: terms.amountCents,
      coversFees: input.CoversFees,
    });
    return { Success: true as const, Message: messages.pledgeUpdated };
  }
  await updatePledgeTerms(context.db, {
    pledgeId: found.pledge.id,
    terms: termColumns(terms, input.CoversFees),
  });
  return { Success: true as const, Message: messages.pledgeUpdated };
}

export async function cancelPledge(context: PledgeContext, token: string) {
  const found = await pledgeOfLink(context, token);
  if (!canChange(found)) throw new AppError('rule', messages.pledgeClosed);
  if (isPaidGift(found)) {
    await refundGift(context, found.pledge.id, null);
    return { Success: true as const, Message: messages.pledgeCancelled };
  }
  await setPledgeStatus(context.db, { pledgeId: found.pledge.id, status: 'cancelled' });
  return { Success: true as const, Message: messages.pledgeCancelled };
}

/**
 * Pays a failed charge with another card, from the payment request's link: the next attempt, recorded
 * with its card and its own key before the provider is asked, by a compare-and-set, so a double click
 * or the scheduled retry at the same moment charges once. An attempt whose answer never came (the
 * card service did not answer) is asked again first, as it was made, so it is never left behind.
 */
export async function payPledge(context: PledgeContext, token: string, paymentMethod: string) {
  const found = await pledgeOfLink(context, token);
  let charge = await findChargeOfPledge(context.db, { pledgeId: found.pledge.id });
  if (charge?.state === 'pending' && found.pledge.status !== 'cancelled') {
    await chargeWhileDonorWaits(context, charge);
    charge = await findChargeOfPledge(context.db, { pledgeId: found.pledge.id });
  }
  if (charge?.state === 'succeeded') return { Success: true as const, Message: messages.paymentReceived };
  if (charge?.state !== 'failed' || found.pledge.status === 'cancelled')
    throw new AppError('rule', messages.paymentNotDue);
  const next = await startNextAttempt(context.db, { id: charge.id, attempt: charge.attempt, paymentMethod });
  if (!next) throw new AppError('conflict', messages.paymentNotDue);
  await chargeWhileDonorWaits(context, next);
  const after = await findChargeOfPledge(context.db, { pledgeId: found.pledge.id });
  if (after?.state === 'failed') throw new CardDeclined(after.failure ?? messages.paymentDeclined);
  return { Success: true as const, Message: messages.paymentReceived };
}
