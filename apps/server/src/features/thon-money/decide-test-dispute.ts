import type { DecideTestDisputeResult } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { TEST_DISPUTE_FEE_CENTS } from '../../integrations/payments/test-payments';
import { recordDispute } from '../payment-states/dispute-moves.queries';
import { lockTestDispute } from './disputes.queries';

/**
 * The test bank decides one of the Thon's open test disputes (decision 152), as Stripe's test mode
 * decides a dispute from the evidence it is sent. The decision is applied as Stripe's closing events
 * are: through the dispute's machine and its ledger entries, a win reinstating the disputed amount
 * and giving the test fee back (`dispute_reinstated`, with its transfers owed back), a loss keeping
 * both. The dispute is locked first, so a second decision, or two at once, change nothing.
 */
export async function decideTestDispute(
  db: Executor,
  { eventId, id, outcome }: { eventId: string; id: string; outcome: 'won' | 'lost' },
): Promise<DecideTestDisputeResult> {
  return db.transaction(async (tx) => {
    const dispute = await lockTestDispute(tx, { eventId, id });
    if (!dispute?.reference) throw new AppError('not_found', messages.notFound);
    if (dispute.status === 'won' || dispute.status === 'lost')
      return { Decided: false, Status: dispute.status };
    const money = { amountCents: dispute.amountCents, feeCents: TEST_DISPUTE_FEE_CENTS };
    await recordDispute(tx, {
      provider: 'test',
      disputeId: dispute.providerDisputeId,
      reference: dispute.reference,
      amountCents: dispute.amountCents,
      reason: dispute.reason,
      status: outcome,
      withdrawn: money,
      reinstated: outcome === 'won' ? money : null,
    });
    return { Decided: true, Status: outcome };
  });
}
