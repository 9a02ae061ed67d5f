import { feeSplit, messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { refuseRefund } from '../payment-states/refund-moves.queries';
import {
  applyRefund,
  findGiftPayment,
  findOpenRefund,
  type RefundRequest,
  requestRefund,
} from './pledge-refunds.queries';
import { sendRefundReceipt } from './refund-receipts';
import type { PledgeContext } from './submit-pledge';

/** What the donor asks of a paid gift: new terms, or null to cancel it. */
export type GiftChange = { amountCents: number; coversFees: boolean } | null;

/**
 * Changes or cancels a flat gift that was paid at once, through a refund at the provider, in named
 * recorded steps (decision 065):
 *   1. request: the refund and the terms it leads to are written before the provider is asked;
 *   2. refund: the provider is asked under the request's key. A crash or an outage leaves the request
 *      open, and the next attempt (the donor's retry) asks again under the same key, so the provider
 *      answers the refund it already made instead of making a second. A refusal is compensated: the
 *      request is closed as failed, and the gift keeps its terms and its payment;
 *   3. apply: the payment's refunded total and the gift's new terms, in one transaction.
 * A request left open by an earlier attempt is finished first, then the donor's new one is judged
 * against what is left.
 */
export async function refundGift(
  context: PledgeContext,
  pledgeId: string,
  change: GiftChange,
): Promise<void> {
  const open = await findOpenRefund(context.db, { pledgeId });
  if (open) {
    await finishRefund(context, open);
    // The donor repeating the request that was cut short: it is now done.
    if (sameChange(open, change)) return;
  }
  const payment = await findGiftPayment(context.db, { pledgeId });
  if (!payment?.providerReference || payment.status !== 'succeeded')
    throw new AppError('rule', messages.pledgeClosed);
  const keptCents = payment.amountCents - payment.refundedCents;
  const newChargedCents = change === null ? 0 : feeSplit(change.amountCents, change.coversFees).chargedCents;
  if (newChargedCents > keptCents) throw new AppError('rule', messages.paidGiftOnlyLowered);
  if (newChargedCents === keptCents) return;
  const request = await requestRefund(context.db, {
    pledgeId,
    paymentId: payment.id,
    amountCents: keptCents - newChargedCents,
    newAmountCents: change?.amountCents ?? null,
    newCoversFees: change?.coversFees ?? false,
  });
  if (!request) throw new AppError('conflict', messages.refundRefused);
  await finishRefund(context, request);
}

const sameChange = (request: RefundRequest, change: GiftChange) =>
  change === null
    ? request.newAmountCents === null
    : request.newAmountCents === change.amountCents && request.newCoversFees === change.coversFees;

async function finishRefund(context: PledgeContext, request: RefundRequest): Promise<void> {
  const payment = await findGiftPayment(context.db, { pledgeId: request.pledgeId });
  if (!payment?.providerReference) throw new AppError('rule', messages.refundRefused);
  const outcome = await context.payments.refund({
    idempotencyKey: request.idempotencyKey,
    reference: payment.providerReference,
    amountCents: request.amountCents,
  });
  if (outcome.status === 'failed') {
    await refuseRefund(context.db, { id: request.id, failure: outcome.reason });
    throw new AppError('rule', outcome.reason);
  }
  // A refund the provider accepted but settles later is applied now: card refunds are not refused
  // after being accepted, and the donor's change should show at once.
  await context.db.transaction(async (tx) => {
    if (await applyRefund(tx, request, outcome.reference))
      await sendRefundReceipt({ ...context, db: tx }, { paymentId: request.paymentId });
  });
  context.log.info({ pledgeId: request.pledgeId, refundCents: request.amountCents }, 'gift refunded');
}
