import { createHash } from 'node:crypto';
import type { PledgeAnswer, SubmitPledgeRequest } from '@pledgethon/contracts';
import { expectedCents, feeSplit, maximumCents, messages, type PledgeTerms } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { unavailableDependency } from '../../http/dependency-failure';
import type { Payments } from '../../integrations/payments/payments.types';
import { insertCharge } from '../charging/charges.queries';
import { thonTakesCards } from '../connect/connected-accounts.queries';
import { saveCard } from './card-saving';
import { type CardStep, cardStepOrRetry, chargeGiftNow } from './card-step';
import type { MailContext } from './donor-mail';
import { acceptedTerms, requireParticipantChosen, termColumns } from './pledge-terms';
import {
  averageUnits,
  findPledgeParticipant,
  findPledgeThon,
  insertPledgeOnce,
  type NewPledge,
  type PledgeRecord,
} from './pledges.queries';

export type PledgeContext = MailContext & { db: Database; payments: Payments };

/**
 * Makes a pledge in named steps, each recorded before the next (decisions 053 and 122):
 *   1. pledge: the row under the form's idempotency key (a repeat finds it and resumes), in one
 *      transaction with its card step's attempt: a flat gift's charge, or the card to save;
 *   2. card: a flat gift is charged now, under the pledge's charge key; a per-unit pledge's card is
 *      saved at the provider under `pledge-card:{pledge}`, for charging after the results; a card
 *      whose bank asks for its own check waits for the form to run it (`confirmCard`, decision 100);
 *   3. the provider's answer, in one transaction with the receipt it owes.
 * A card refused in step 2 cancels the pledge (the donor tries again with another card, as a new
 * submission), so a refused card never leaves a pledge behind to chase. Nothing stored, the donor
 * is asked to try again; stored but its step 2 or 3 not recorded, the donor is asked to try again
 * under the same key, and the sweep finishes it for a donor who does not.
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
  // Every pledge here is by card: none is taken before the school's account can take charges.
  if (!(await thonTakesCards(db, { eventId: thon.id })))
    throw new AppError('rule', messages.thonNotTakingCards);
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

  // Read before anything is written: once the card step is recorded, the answer needs the database no more.
  const expectedUnits = (await averageUnits(db, { eventId: thon.id })) ?? undefined;

  // The same submission read in another language is still the same pledge.
  const { IdempotencyKey, Language, ...details } = request;
  const requestHash = createHash('sha256').update(JSON.stringify(details)).digest('hex');
  const pledge = await storePledge(db, {
    eventId: thon.id,
    participantId: participant?.id ?? null,
    donorUserId: null,
    donorFirstName: request.Donor.FirstName,
    donorLastName: request.Donor.LastName,
    donorEmail: request.Donor.Email,
    donorPhone: request.Donor.Phone,
    language: Language ?? 'en',
    ...termColumns(terms, request.CoversFees),
    idempotencyKey: IdempotencyKey,
    requestHash,
    paymentProvider: context.payments.name,
    cardToSave: terms.kind === 'per_unit' ? request.PaymentMethod : null,
    giftCard: terms.kind === 'flat' ? request.PaymentMethod : null,
  });
  if (pledge.requestHash !== requestHash) throw new AppError('conflict', messages.pledgeKeyReused);
  if (enteredByUserId)
    context.log.info({ pledgeId: pledge.id, enteredByUserId }, 'pledge entered for a donor');

  const given = { paymentMethod: request.PaymentMethod, email: request.Donor.Email };
  const step = await cardStepOrRetry(context, () =>
    terms.kind === 'flat' ? chargeGiftNow(context, pledge) : saveCard(context, pledge, given),
  );
  return finishSubmission(pledge, { maxUnits: thon.maxUnits, expectedUnits }, step);
}

/** Step 1: the pledge with its card step's attempt, both or neither. */
function storePledge(db: Database, values: NewPledge & { giftCard: string | null }) {
  const { giftCard, ...pledgeValues } = values;
  return db.transaction(async (tx) => {
    const { pledge } = await insertPledgeOnce(tx, pledgeValues);
    if (giftCard !== null && pledge.kind === 'flat')
      await insertCharge(tx, {
        pledgeId: pledge.id,
        eventId: pledge.eventId,
        pledgeCents: pledge.amountCents ?? 0,
        paymentMethod: giftCard,
      });
    return pledge;
  });
}

/**
 * A submission's answer when a dependency fails: once the pledge is stored its card step answers
 * for itself, so a dependency down reaching the caller means nothing was stored.
 */
export function nothingStoredWhenDown(error: unknown): never {
  if (unavailableDependency(error)) throw new AppError('unavailable', messages.pledgeNotSaved);
  throw error;
}

/** The form's answer once the card step is recorded; while the bank's own check is still to run, it names it. */
export function finishSubmission(
  pledge: PledgeRecord,
  thon: { maxUnits: number; expectedUnits: number | undefined },
  step: CardStep,
): PledgeAnswer {
  const terms: PledgeTerms =
    pledge.kind === 'flat'
      ? { kind: 'flat', amountCents: pledge.amountCents ?? 0 }
      : { kind: 'per_unit', rateCents: pledge.rateCents ?? 0, donorMaxCents: pledge.maxCents };
  return {
    ...answer(pledge, terms, thon.maxUnits, thon.expectedUnits, step.chargedCents),
    CardCheck: step.check,
  };
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
