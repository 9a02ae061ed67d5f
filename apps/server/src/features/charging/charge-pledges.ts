import { feeSplit, messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Payments } from '../../integrations/payments/payments.types';
import { chargeKey } from '../payment-states/charge-keys';
import { type Paid, type Refused, recordPaid, recordRefused } from '../payment-states/charge-moves.queries';
import type { ChargeToMake } from './charges.queries';

export type ChargingContext = { db: Executor; payments: Payments; log: FastifyBaseLogger };

/** The provider is asked this many charges at a time: enough to hide its latency, few enough to be polite. */
const CONCURRENCY = 16;

/** A charge waiting for the bank's own check, which the donor runs at the form (decision 100). */
type AwaitingCheck = { pledgeId: string; reference: string; clientSecret: string };
export type BatchResult = { paid: string[]; newlyFailed: string[]; awaitingCheck: AwaitingCheck[] };

/**
 * Charges a batch of pending charges, each under its own attempt's key, then records every answer.
 * A crash between asking and recording leaves the charges pending: the next run asks again under the
 * same keys, and the provider answers the charges it already made instead of making new ones.
 * `paymentMethod` overrides the saved card (a donor paying through the recovery link).
 */
export async function chargePledges(
  context: ChargingContext,
  charges: ChargeToMake[],
  options: { paymentMethod?: string; offSession: boolean; now?: Date } = { offSession: true },
): Promise<BatchResult> {
  const paid: Paid[] = [];
  const refused: Refused[] = [];
  const awaitingCheck: AwaitingCheck[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < charges.length; index = next++) {
      const charge = charges[index];
      if (charge) await chargeOne(context, charge, options, { paid, refused, awaitingCheck });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, charges.length) }, worker));
  await recordPaid(context.db, paid);
  const newlyFailed = await recordRefused(context.db, refused, options.now ?? new Date());
  return {
    paid: paid.filter((item) => item.status === 'succeeded').map((item) => item.charge.pledgeId),
    newlyFailed,
    awaitingCheck,
  };
}

async function chargeOne(
  context: ChargingContext,
  charge: ChargeToMake,
  options: { paymentMethod?: string; offSession: boolean },
  { paid, refused, awaitingCheck }: { paid: Paid[]; refused: Refused[]; awaitingCheck: AwaitingCheck[] },
) {
  const paymentMethod = options.paymentMethod ?? charge.savedPaymentMethod;
  if (!paymentMethod) {
    refused.push({ charge, failure: messages.paymentDeclined });
    return;
  }
  const split = feeSplit(charge.pledgeCents, charge.coversFees);
  const outcome = await context.payments.charge({
    idempotencyKey: chargeKey(charge.pledgeId, charge.attempt),
    amountCents: split.chargedCents,
    paymentMethod,
    offSession: options.offSession,
    description: `Pledge ${charge.pledgeId}`,
    pledgeId: charge.pledgeId,
  });
  if (outcome.status === 'failed') {
    refused.push({ charge, failure: outcome.reason });
    return;
  }
  if (outcome.status === 'pending' && outcome.clientSecret)
    awaitingCheck.push({
      pledgeId: charge.pledgeId,
      reference: outcome.reference,
      clientSecret: outcome.clientSecret,
    });
  paid.push({
    charge,
    chargedCents: split.chargedCents,
    processingFeeCents:
      outcome.status === 'succeeded' ? outcome.processingFeeCents : split.processingFeeCents,
    provider: context.payments.name,
    reference: outcome.reference,
    status: outcome.status,
  });
}
