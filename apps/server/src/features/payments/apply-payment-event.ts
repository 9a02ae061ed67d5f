import type { Database, Executor } from '@pledgethon/db';
import type { PaymentEvent, PaymentWebhooks } from '../../integrations/payments/payments.types';
import { findChargeOfPledge } from '../charging/charges.queries';
import { applyAccountState } from '../connect/connected-accounts.queries';
import { attemptOfKey } from '../payment-states/charge-keys';
import { recordRefused, settleCharge } from '../payment-states/charge-moves.queries';
import { recordDispute } from '../payment-states/dispute-moves.queries';
import { failPayment, raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { recordProviderPayout } from '../payment-states/payout-moves.queries';
import type { MailContext } from '../pledges/donor-mail';
import { owedToAbsentDonors } from '../pledges/owed-to-donors';
import { sendPledgeReceipt } from '../pledges/pledge-emails';
import { recordSavedCard } from '../pledges/pledges.queries';
import { sendRefundReceipt } from '../pledges/refund-receipts';
import { recordEventOnce } from './payment-events.queries';

export type PaymentEventContext = MailContext & { db: Database; provider: string; webhooks: PaymentWebhooks };

export type Applied = 'applied' | 'duplicate' | 'ignored';

type ChargeEventOf<K> = Extract<PaymentEvent, { kind: K }>;

/**
 * Applies one webhook event (decision 064) in one transaction with the record of its id, so a
 * repeated delivery changes nothing. An event about a charge says what the charge was when it was
 * sent; what is applied is what the provider's record says it is now (decision 116), so a late
 * refusal of a charge that since succeeded applies that success. The e-mails a change owes are
 * written in its transaction: both are kept, or neither and the delivery is sent again.
 */
export async function applyPaymentEvent(
  context: PaymentEventContext,
  delivered: PaymentEvent,
): Promise<Applied> {
  const isOurCharge =
    (delivered.kind === 'charge_succeeded' || delivered.kind === 'charge_failed') &&
    attemptOfKey(delivered.pledgeId, delivered.chargeKey) !== undefined;
  // Asked before the transaction: no row is held while the provider answers.
  const event = isOurCharge ? await context.webhooks.latest(delivered) : delivered;
  const { provider } = context;
  return context.db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, { provider, eventId: event.id, type: event.type }))) return 'duplicate';
    const mail = { ...context, db: tx };
    switch (event.kind) {
      case 'charge_succeeded':
        return chargeSucceeded(mail, event);
      case 'charge_failed':
        return chargeFailed(mail, event);
      case 'card_saved':
        if (await recordSavedCard(tx, { pledgeId: event.pledgeId, provider, savedMethod: event.savedMethod }))
          await sendPledgeReceipt(mail, { pledgeId: event.pledgeId });
        return 'applied';
      case 'refunded': {
        const paymentId = await raiseRefundedTotal(
          tx,
          { provider, reference: event.reference },
          event.refundedCents,
        );
        if (paymentId) await sendRefundReceipt(mail, { paymentId });
        return 'applied';
      }
      case 'account_updated':
        // Newer states only: events about one account arrive in any order.
        await applyAccountState(tx, event.state);
        return 'applied';
      case 'payout':
        return (await recordProviderPayout(tx, {
          provider,
          providerPayoutId: event.payoutId,
          account: event.account,
          amountCents: event.amountCents,
          arrivalDate: event.arrivalDate,
          status: event.status,
          failure: event.failure,
        }))
          ? 'applied'
          : 'ignored';
      case 'dispute':
        // Forward only, and each withdrawal or reinstatement once, whatever order events come in.
        return (await recordDispute(tx, { ...event.dispute, provider })) ? 'applied' : 'ignored';
      case 'ignored':
        return 'ignored';
    }
  });
}

type InTransaction = MailContext & { db: Executor; provider: string };

/**
 * The money was taken: the charge of that attempt settles, also from failed, and owes what a paid
 * charge owes wherever it is learnt: a gift's receipt, and a gift withdrawn when that same intent
 * was refused before stands again.
 */
async function chargeSucceeded(
  context: InTransaction,
  event: ChargeEventOf<'charge_succeeded'>,
): Promise<Applied> {
  if (!attemptOfKey(event.pledgeId, event.chargeKey)) return 'ignored';
  const platformFeeBasisPoints = context.config.PLATFORM_FEE_BASIS_POINTS;
  if (await settleCharge(context.db, { ...event, provider: context.provider, platformFeeBasisPoints }))
    await owedToAbsentDonors(context).onPayment(context.db, [event.pledgeId]);
  return 'applied';
}

/**
 * The provider's record says the charge was refused: a gift refused at its form (a bank's check
 * failed, decision 100) is withdrawn and nothing is chased; any other charge newly failed goes to
 * recovery, its donor e-mailed a link to pay with another card.
 */
async function chargeFailed(context: InTransaction, event: ChargeEventOf<'charge_failed'>): Promise<Applied> {
  const attempt = attemptOfKey(event.pledgeId, event.chargeKey);
  const charge = attempt ? await findChargeOfPledge(context.db, { pledgeId: event.pledgeId }) : undefined;
  if (!attempt || !charge) return 'ignored';
  await failPayment(context.db, { chargeKey: event.chargeKey });
  const moved = await recordRefused(
    context.db,
    [{ charge: { ...charge, attempt }, failure: event.reason }],
    new Date(),
  );
  await owedToAbsentDonors(context).onRefusal(context.db, moved);
  return 'applied';
}
