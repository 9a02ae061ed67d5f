import type { Database } from '@pledgethon/db';
import type { PaymentEvent, Payments } from '../../integrations/payments/payments.types';
import { findChargeOfPledge } from '../charging/charges.queries';
import { attemptOfKey } from '../payment-states/charge-keys';
import { recordRefused, settleCharge } from '../payment-states/charge-moves.queries';
import { failPayment, raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { type MailContext, sendPaymentRequest } from '../pledges/pledge-emails';
import { recordSavedCard, setPledgeStatus } from '../pledges/pledges.queries';
import { recordEventOnce } from './payment-events.queries';

export type PaymentEventContext = MailContext & { db: Database; payments: Payments };

export type Applied = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one webhook event (decision 064) in one transaction with the record of its id: a repeated
 * delivery finds the id and changes nothing, and each change only moves a row forward (pending ->
 * failed -> succeeded -> refunded), so deliveries in any order end in the same state. A charge that
 * newly failed goes to recovery: the donor is e-mailed a link to pay with another card.
 */
export async function applyPaymentEvent(context: PaymentEventContext, event: PaymentEvent): Promise<Applied> {
  const provider = context.payments.name;
  const outcome = await context.db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, { provider, eventId: event.id, type: event.type })))
      return { applied: 'duplicate' as const, failed: [] as { pledgeId: string; attempt: number }[] };
    const ignored = { applied: 'ignored' as const, failed: [] };
    switch (event.kind) {
      case 'charge_succeeded': {
        const attempt = attemptOfKey(event.pledgeId, event.chargeKey);
        if (!attempt) return ignored;
        await settleCharge(tx, { ...event, provider });
        break;
      }
      case 'charge_failed': {
        const attempt = attemptOfKey(event.pledgeId, event.chargeKey);
        const charge = attempt ? await findChargeOfPledge(tx, { pledgeId: event.pledgeId }) : undefined;
        if (!attempt || !charge) return ignored;
        await failPayment(tx, { chargeKey: event.chargeKey });
        // A gift's first charge is made at its form: refused there (a bank's check failed, decision
        // 100), the gift is withdrawn and the donor tries another card; nothing is chased.
        const atForm = charge.kind === 'flat' && attempt === 1;
        if (atForm) await setPledgeStatus(tx, { pledgeId: event.pledgeId, status: 'cancelled' });
        const moved = await recordRefused(
          tx,
          [{ charge: { ...charge, attempt }, failure: event.reason }],
          new Date(),
        );
        const recovery = atForm ? [] : moved.map((pledgeId) => ({ pledgeId, attempt }));
        return { applied: 'applied' as const, failed: recovery };
      }
      case 'card_saved':
        await recordSavedCard(tx, { pledgeId: event.pledgeId, provider, savedMethod: event.savedMethod });
        break;
      case 'refunded':
        await raiseRefundedTotal(tx, { provider, reference: event.reference }, event.refundedCents);
        break;
      case 'ignored':
        return ignored;
    }
    return { applied: 'applied' as const, failed: [] };
  });
  for (const failed of outcome.failed) await sendPaymentRequest(context, failed);
  return outcome.applied;
}
