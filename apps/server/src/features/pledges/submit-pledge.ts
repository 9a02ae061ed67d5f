import { createHash } from 'node:crypto';
import type { PledgeAnswer, SubmitPledgeRequest } from '@pledgethon/contracts';
import { expectedCents, feeSplit, maximumCents, messages, type PledgeTerms } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import type { Payments } from '../../integrations/payments/payments.types';
import { chargePledges } from '../charging/charge-pledges';
import { findChargeOfPledge, insertCharge } from '../charging/charges.queries';
import { type MailContext, sendPledgeReceipt } from './pledge-emails';
import { acceptedTerms, requireParticipantChosen, termColumns } from './pledge-terms';
import {
  averageUnits,
  findPledgeParticipant,
  findPledgeThon,
  insertPledgeOnce,
  type PledgeRecord,
  recordSavedCard,
  setPledgeStatus,
} from './pledges.queries';

export type PledgeContext = MailContext & { db: Database; payments: Payments };

/**
 * Makes a pledge in named steps, each recorded before the next (decision 053):
 *   1. pledge: the row, under the form's idempotency key (a repeat finds it and resumes);
 *   2. card: a flat gift is charged now, under the pledge's charge key; a per-unit pledge's card is
 *      saved at the provider under `pledge-card:{pledge}`, for charging after the results;
 *   3. receipt: e-mailed once.
 * A card refused in step 2 cancels the pledge (the donor tries again with another card, as a new
 * submission), so a refused card never leaves a pledge behind to chase.
 */
export async function submitPledge(
  context: PledgeContext,
  request: SubmitPledgeRequest,
  enteredByUserId: string | null,
): Promise<PledgeAnswer> {
  const { db } = context;
  const thon = await findPledgeThon(db, { eventCode: request.EventCode });
  if (!thon || thon.status === 'draft') throw new AppError('not_found', messages.eventCodeInvalid);
  if (thon.status === 'completed') throw new AppError('rule', messages.pledgeClosed);
  const participant =
    request.ToThon && request.Kind === 'flat'
      ? null
      : request.ParticipantId
        ? await findPledgeParticipant(db, { eventId: thon.id, participantId: request.ParticipantId })
        : undefined;
  if (participant !== null) requireParticipantChosen(participant);
  if (participant?.completedAt) throw new AppError('rule', messages.pledgeClosed);
  const terms = acceptedTerms(request, {
    eventMaxUnits: thon.maxUnits,
    flatDonationsOnly: thon.flatDonationsOnly,
    live: context.payments.live,
    minimumPerUnitCents: thon.minimumPerUnitCents,
    minimumGiftCents: thon.minimumGiftCents,
  });

  const { IdempotencyKey, ...details } = request;
  const requestHash = createHash('sha256').update(JSON.stringify(details)).digest('hex');
  const { pledge } = await insertPledgeOnce(db, {
    eventId: thon.id,
    participantId: participant?.id ?? null,
    donorUserId: null,
    donorFirstName: request.Donor.FirstName,
    donorLastName: request.Donor.LastName,
    donorEmail: request.Donor.Email,
    donorPhone: request.Donor.Phone,
    ...termColumns(terms, request.CoversFees),
    idempotencyKey: IdempotencyKey,
    requestHash,
    paymentProvider: context.payments.name,
  });
  if (pledge.requestHash !== requestHash) throw new AppError('conflict', messages.pledgeKeyReused);
  if (enteredByUserId)
    context.log.info({ pledgeId: pledge.id, enteredByUserId }, 'pledge entered for a donor');

  const chargedCents =
    terms.kind === 'flat'
      ? await chargeGiftNow(context, pledge, terms.amountCents, request.PaymentMethod)
      : await saveCard(context, pledge, request.PaymentMethod, request.Donor.Email);
  await sendPledgeReceipt(context, { pledgeId: pledge.id });
  const expectedUnits = (await averageUnits(db, { eventId: thon.id })) ?? undefined;
  return answer(pledge, terms, thon.maxUnits, expectedUnits, chargedCents);
}

async function chargeGiftNow(
  context: PledgeContext,
  pledge: PledgeRecord,
  amountCents: number,
  paymentMethod: string,
): Promise<number | null> {
  await insertCharge(context.db, { pledgeId: pledge.id, eventId: pledge.eventId, pledgeCents: amountCents });
  let charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  if (charge?.state === 'pending') {
    await chargePledges(context, [charge], { paymentMethod, offSession: false });
    charge = await findChargeOfPledge(context.db, { pledgeId: pledge.id });
  }
  if (charge?.state === 'failed' || pledge.status === 'cancelled') {
    await declinedAtEntry(context, pledge.id);
    throw new AppError('rule', charge?.failure ?? messages.paymentDeclined);
  }
  return charge?.state === 'succeeded' ? feeSplit(amountCents, pledge.coversFees).chargedCents : null;
}

async function saveCard(
  context: PledgeContext,
  pledge: PledgeRecord,
  paymentMethod: string,
  email: string,
): Promise<null> {
  if (pledge.status === 'cancelled') throw new AppError('rule', messages.paymentDeclined);
  if (pledge.savedPaymentMethod) return null;
  const outcome = await context.payments.saveCard({
    idempotencyKey: `pledge-card:${pledge.id}`,
    paymentMethod,
    email,
    pledgeId: pledge.id,
  });
  if (outcome.status === 'failed') {
    await declinedAtEntry(context, pledge.id);
    throw new AppError('rule', outcome.reason);
  }
  if (outcome.status === 'saved')
    await recordSavedCard(context.db, {
      pledgeId: pledge.id,
      provider: context.payments.name,
      savedMethod: outcome.savedMethod,
    });
  return null;
}

/** A card refused while the donor is at the form: the pledge is withdrawn, nothing is chased. */
async function declinedAtEntry(context: PledgeContext, pledgeId: string) {
  await setPledgeStatus(context.db, { pledgeId, status: 'cancelled' });
}

function answer(
  pledge: PledgeRecord,
  terms: PledgeTerms,
  maxUnits: number,
  expectedUnits: number | undefined,
  chargedCents: number | null,
): PledgeAnswer {
  return {
    PledgeId: pledge.id,
    Status: pledge.status === 'cancelled' ? 'cancelled' : 'submitted',
    Message: messages.pledgeSubmitted,
    ExpectedCents: expectedCents(terms, maxUnits, expectedUnits),
    MaximumCents: maximumCents(terms, maxUnits),
    ChargedCents: chargedCents,
    OrganizationCents:
      chargedCents === null
        ? null
        : feeSplit(terms.kind === 'flat' ? terms.amountCents : 0, pledge.coversFees).organizationCents,
  };
}
