import { type Executor, schema } from '@pledgethon/db';

const { paymentEvents } = schema;

/** Records a webhook event as applied; false when it was applied before (a repeated delivery). */
export async function recordEventOnce(
  db: Executor,
  values: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}
