import { and, type Executor, eq, schema, sql } from '@pledgethon/db';

const { thonCreations } = schema;

/** The record of this creation command, made by the first call with its key and found by every retry. */
export async function startThonCreation(
  db: Executor,
  { userId, idempotencyKey, requestHash }: { userId: string; idempotencyKey: string; requestHash: string },
) {
  await db.insert(thonCreations).values({ userId, idempotencyKey, requestHash }).onConflictDoNothing();
  const [creation] = await db
    .select()
    .from(thonCreations)
    .where(and(eq(thonCreations.userId, userId), eq(thonCreations.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!creation) throw new Error('thon creation not recorded');
  return creation;
}
export type ThonCreation = Awaited<ReturnType<typeof startThonCreation>>;

export async function recordPaymentAccount(
  db: Executor,
  { id, paymentAccountId }: { id: string; paymentAccountId: string },
) {
  await db
    .update(thonCreations)
    .set({ step: 'payment_account_created', paymentAccountId, failure: null })
    .where(eq(thonCreations.id, id));
}

export async function recordThonCreated(db: Executor, { id, eventId }: { id: string; eventId: string }) {
  await db.update(thonCreations).set({ step: 'completed', eventId }).where(eq(thonCreations.id, id));
}

/**
 * The command failed and what it had done is undone: the next try starts again at the provider, under
 * a new attempt number.
 */
export async function recordThonCreationFailed(
  db: Executor,
  { id, failure }: { id: string; failure: string },
) {
  await db
    .update(thonCreations)
    .set({ step: 'failed', paymentAccountId: null, failure, attempt: sql`${thonCreations.attempt} + 1` })
    .where(eq(thonCreations.id, id));
}

/** The provider's account is kept but the Thon was not written: a retry resumes from there. */
export async function recordThonStepFailed(db: Executor, { id, failure }: { id: string; failure: string }) {
  await db.update(thonCreations).set({ failure }).where(eq(thonCreations.id, id));
}
