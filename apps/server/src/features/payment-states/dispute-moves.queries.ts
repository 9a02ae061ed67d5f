import { and, type Executor, eq, schema } from '@pledgethon/db';
import type { ProviderDispute } from '../../integrations/payments/payments.types';
import { ledgerDispute } from './ledger-entries.queries';
import { oweReversals } from './reversals-owed.queries';
import { type MoveEvent, movable, toState } from './transitions';

const { disputes, payments } = schema;

type DisputeReport = ProviderDispute & { provider: string };

const MOVE_TO: Record<schema.DisputeStatus, MoveEvent<'dispute'> | null> = {
  needs_response: null,
  under_review: 'submitted',
  won: 'won',
  lost: 'lost',
};

/**
 * Applies what one event says of a dispute (decision 138): the dispute is written needing a response
 * the first time it is heard of, then moved forward to the event's status where the table allows, so
 * an older event never takes it back. Funds withdrawn and reinstated are ledger entries keyed by the
 * dispute, written with the transfer reversals they owe, each once whichever event tells them; an
 * event's record of the dispute only ever adds balance transactions, so any order ends the same.
 * Answers false for a payment that is not ours.
 */
export async function recordDispute(db: Executor, report: DisputeReport): Promise<boolean> {
  const [payment] = await db
    .select({ id: payments.id, eventId: payments.eventId })
    .from(payments)
    .where(and(eq(payments.provider, report.provider), eq(payments.providerReference, report.reference)))
    .limit(1);
  if (!payment) return false;
  await db
    .insert(disputes)
    .values({
      provider: report.provider,
      providerDisputeId: report.disputeId,
      eventId: payment.eventId,
      paymentId: payment.id,
      amountCents: report.amountCents,
      reason: report.reason,
    })
    .onConflictDoNothing({ target: [disputes.provider, disputes.providerDisputeId] });
  const [dispute] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.provider, report.provider), eq(disputes.providerDisputeId, report.disputeId)));
  if (!dispute) throw new Error('a dispute in conflict could not be read back');
  const event = MOVE_TO[report.status];
  if (event) await moveDispute(db, { id: dispute.id, event });
  const entry = { disputeId: dispute.id, paymentId: payment.id };
  let written = false;
  if (report.withdrawn)
    written = await ledgerDispute(db, { ...entry, kind: 'dispute_withdrawn', money: report.withdrawn });
  if (report.withdrawn && report.reinstated)
    written =
      (await ledgerDispute(db, { ...entry, kind: 'dispute_reinstated', money: report.reinstated })) ||
      written;
  if (written) await oweReversals(db, [payment.id]);
  return true;
}

/** Moves a dispute forward on `event`; answers whether it moved. */
export async function moveDispute(
  db: Executor,
  { id, event }: { id: string; event: MoveEvent<'dispute'> },
): Promise<boolean> {
  const rows = await db
    .update(disputes)
    .set({ status: toState('dispute', event) })
    .where(and(eq(disputes.id, id), movable(disputes.status, 'dispute', event)))
    .returning({ id: disputes.id });
  return rows.length > 0;
}
