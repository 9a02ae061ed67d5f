import { and, type Executor, eq, schema } from '@pledgethon/db';
import { movable, toState } from './transitions';

const { pledgeRefunds } = schema;

/** The provider gave the money back; false when the refund was done (or refused) before. */
export async function completeRefund(
  db: Executor,
  { id, reference }: { id: string; reference: string },
): Promise<boolean> {
  const rows = await db
    .update(pledgeRefunds)
    .set({ state: toState('refund', 'refunded'), providerReference: reference })
    .where(and(eq(pledgeRefunds.id, id), movable(pledgeRefunds.state, 'refund', 'refunded')))
    .returning({ id: pledgeRefunds.id });
  return rows.length > 0;
}

/** The compensation of a refused refund: the request ends, the gift keeps its terms and payment. */
export async function refuseRefund(
  db: Executor,
  { id, failure }: { id: string; failure: string },
): Promise<boolean> {
  const rows = await db
    .update(pledgeRefunds)
    .set({ state: toState('refund', 'refused'), failure })
    .where(and(eq(pledgeRefunds.id, id), movable(pledgeRefunds.state, 'refund', 'refused')))
    .returning({ id: pledgeRefunds.id });
  return rows.length > 0;
}
