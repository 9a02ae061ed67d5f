import { feeSplit, messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Payments } from '../../integrations/payments/payments.types';
import { chargeKey } from '../payment-states/charge-keys';
import { type Paid, type Refused, recordPaid, recordRefused } from '../payment-states/charge-moves.queries';
import type { ChargeToMake } from './charges.queries';

/** The setting read is the platform's fee, split off each charge and written to the ledger with it. */
export type ChargingContext = {
  db: Executor;
  payments: Payments;
  log: FastifyBaseLogger;
  config: Pick<Config, 'PLATFORM_FEE_BASIS_POINTS'>;
};

/** Writes what the pledges' answers owe their donors, inside the transaction that records the answers. */
type OwePledges = (tx: Executor, pledgeIds: string[]) => Promise<void>;

/**
 * What charges newly paid or newly refused owe their donors (a receipt, a withdrawn gift, a request
 * to pay with another card), written in the transaction that records them, so a crash can lose
 * neither the answer nor its message without the other.
 */
export type Owed = { onPayment: OwePledges; onRefusal: OwePledges };

/** Charging that owes its donors what each answer calls for. */
export type OwingContext = ChargingContext & { owed: Owed };

/** The provider is asked this many charges at a time: enough to hide its latency, few enough to be polite. */
const CONCURRENCY = 16;

/** A charge waiting for the bank's own check, which the donor runs at the form (decision 100). */
type AwaitingCheck = { pledgeId: string; reference: string; clientSecret: string };
export type BatchResult = {
  paid: string[];
  newlyFailed: string[];
  awaitingCheck: AwaitingCheck[];
  /** Pledges whose provider gave no answer: their attempt stays pending, to be asked again (decision 119). */
  unresolved: string[];
};
type Answers = { paid: Paid[]; refused: Refused[]; awaitingCheck: AwaitingCheck[]; unresolved: string[] };

/**
 * Charges a batch of pending charges, each as its attempt was recorded (its key and its card), then
 * records every answer in one transaction. A crash between asking and recording, or a provider that
 * does not answer, leaves the attempt pending: asked again under the same key, the provider answers
 * the charge it already made instead of making a new one. One charge the provider fails on holds
 * back none of the others.
 */
export async function chargePledges(
  context: ChargingContext,
  charges: ChargeToMake[],
  options: { now?: Date; owed?: Owed } = {},
): Promise<BatchResult> {
  const answers: Answers = { paid: [], refused: [], awaitingCheck: [], unresolved: [] };
  const unanswered: unknown[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < charges.length; index = next++) {
      const charge = charges[index];
      if (!charge) continue;
      try {
        await chargeOne(context, charge, answers);
      } catch (error) {
        answers.unresolved.push(charge.pledgeId);
        unanswered.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, charges.length) }, worker));
  if (unanswered.length > 0)
    context.log.warn(
      { err: unanswered[0], unresolved: unanswered.length, asked: charges.length },
      `the payment provider did not answer ${unanswered.length} of ${charges.length} charges: they stay pending and are asked again`,
    );
  const { owed } = options;
  const newlyFailed = await context.db.transaction(async (tx) => {
    const settled = await recordPaid(tx, answers.paid, {
      platformFeeBasisPoints: context.config.PLATFORM_FEE_BASIS_POINTS,
    });
    const failed = await recordRefused(tx, answers.refused, options.now ?? new Date());
    if (owed && settled.length > 0) await owed.onPayment(tx, settled);
    if (owed && failed.length > 0) await owed.onRefusal(tx, failed);
    return failed;
  });
  return {
    paid: answers.paid.filter((item) => item.status === 'succeeded').map((item) => item.charge.pledgeId),
    newlyFailed,
    awaitingCheck: answers.awaitingCheck,
    unresolved: answers.unresolved,
  };
}

async function chargeOne(context: ChargingContext, charge: ChargeToMake, answers: Answers) {
  const paymentMethod = charge.attemptPaymentMethod ?? charge.savedPaymentMethod;
  if (!paymentMethod) {
    answers.refused.push({ charge, failure: messages.paymentDeclined });
    return;
  }
  const split = feeSplit(charge.pledgeCents, charge.coversFees);
  const outcome = await context.payments.charge({
    idempotencyKey: chargeKey(charge.pledgeId, charge.attempt),
    amountCents: split.chargedCents,
    paymentMethod,
    // A card given for this attempt is its donor's, at the form; the saved card is charged without them.
    offSession: charge.attemptPaymentMethod === null,
    description: `Pledge ${charge.pledgeId}`,
    pledgeId: charge.pledgeId,
  });
  if (outcome.status === 'failed') {
    answers.refused.push({ charge, failure: outcome.reason });
    return;
  }
  if (outcome.status === 'pending' && outcome.clientSecret)
    answers.awaitingCheck.push({
      pledgeId: charge.pledgeId,
      reference: outcome.reference,
      clientSecret: outcome.clientSecret,
    });
  answers.paid.push({
    charge,
    chargedCents: split.chargedCents,
    processingFeeCents:
      outcome.status === 'succeeded' ? outcome.processingFeeCents : split.processingFeeCents,
    provider: context.payments.name,
    reference: outcome.reference,
    status: outcome.status,
  });
}
