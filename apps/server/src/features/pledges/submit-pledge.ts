import { createHash } from 'node:crypto';
import type { PledgeAnswer, SubmitPledgeRequest } from '@pledgethon/contracts';
import { expectedCents, feeSplit, maximumCents, messages, type PledgeTerms } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import type { Payments } from '../../integrations/payments/payments.types';
import { type CardStep, chargeGiftNow, saveCard } from './card-step';
import { type MailContext, sendPledgeReceipt } from './pledge-emails';
import { acceptedTerms, requireParticipantChosen, termColumns } from './pledge-terms';
import {
  averageUnits,
  findPledgeParticipant,
  findPledgeThon,
  insertPledgeOnce,
  type PledgeRecord,
} from './pledges.queries';

export type PledgeContext = MailContext & { db: Database; payments: Payments };

/**
 * Makes a pledge in named steps, each recorded before the next (decision 053):
 *   1. pledge: the row, under the form's idempotency key (a repeat finds it and resumes);
 *   2. card: a flat gift is charged now, under the pledge's charge key; a per-unit pledge's card is
 *      saved at the provider under `pledge-card:{pledge}`, for charging after the results; a card
 *      whose bank asks for its own check waits for the form to run it (`confirmCard`, decision 100);
 *   3. receipt: e-mailed once, when the card step is decided.
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

  const step =
    terms.kind === 'flat'
      ? await chargeGiftNow(context, pledge, terms.amountCents, request.PaymentMethod)
      : await saveCard(context, pledge, request.PaymentMethod, request.Donor.Email);
  return finishSubmission(context, pledge, { eventId: thon.id, maxUnits: thon.maxUnits }, step);
}

/**
 * The receipt and the form's answer once the card step is decided; while the bank's own check is
 * still to run, the answer names it and nothing is e-mailed: a failed check withdraws the pledge.
 */
export async function finishSubmission(
  context: PledgeContext,
  pledge: PledgeRecord,
  thon: { eventId: string; maxUnits: number },
  step: CardStep,
): Promise<PledgeAnswer> {
  if (!step.check) await sendPledgeReceipt(context, { pledgeId: pledge.id });
  const expectedUnits = (await averageUnits(context.db, { eventId: thon.eventId })) ?? undefined;
  const terms: PledgeTerms =
    pledge.kind === 'flat'
      ? { kind: 'flat', amountCents: pledge.amountCents ?? 0 }
      : { kind: 'per_unit', rateCents: pledge.rateCents ?? 0, donorMaxCents: pledge.maxCents };
  return { ...answer(pledge, terms, thon.maxUnits, expectedUnits, step.chargedCents), CardCheck: step.check };
}

function answer(
  pledge: PledgeRecord,
  terms: PledgeTerms,
  maxUnits: number,
  expectedUnits: number | undefined,
  chargedCents: number | null,
): Omit<PledgeAnswer, 'CardCheck'> {
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
