import { and, desc, type Executor, eq, schema } from '@pledgethon/db';

const { disputes, payments } = schema;

// Disputes are rare: a Thon with more than this many has a problem no list would solve.
const SHOWN = 100;

/** The Thon's disputes, newest first (decisions 138, 152). */
export async function thonDisputes(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({
      id: disputes.id,
      amountCents: disputes.amountCents,
      reason: disputes.reason,
      status: disputes.status,
      provider: disputes.provider,
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .where(eq(disputes.eventId, eventId))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(SHOWN);
}

/**
 * One of the Thon's test disputes with its payment's reference, locked until the caller's transaction
 * ends, so two decisions of the same dispute are taken one after the other. None for another Thon's,
 * or for a dispute of a real provider.
 */
export async function lockTestDispute(db: Executor, { eventId, id }: { eventId: string; id: string }) {
  const [found] = await db
    .select({
      providerDisputeId: disputes.providerDisputeId,
      reference: payments.providerReference,
      amountCents: disputes.amountCents,
      reason: disputes.reason,
      status: disputes.status,
    })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(and(eq(disputes.id, id), eq(disputes.eventId, eventId), eq(disputes.provider, 'test')))
    .for('update', { of: disputes });
  return found;
}
