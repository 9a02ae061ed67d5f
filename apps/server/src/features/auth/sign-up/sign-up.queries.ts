import { and, type Executor, eq, gt, isNull, schema } from '@pledgethon/db';

const { signUps } = schema;

export async function insertSignUp(db: Executor, values: typeof signUps.$inferInsert): Promise<string> {
  const [row] = await db.insert(signUps).values(values).returning({ id: signUps.id });
  if (!row) throw new Error('sign-up insert returned no row');
  return row.id;
}

/** The sign-up a link names, if it is still to be confirmed; locked, so a link works once. */
export async function findOpenSignUp(db: Executor, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .select()
    .from(signUps)
    .where(and(eq(signUps.tokenHash, tokenHash), isNull(signUps.confirmedAt), gt(signUps.expiresAt, now)))
    .for('update');
  return row;
}

export async function markSignUpConfirmed(
  db: Executor,
  { id, userId, now }: { id: string; userId: string; now: Date },
): Promise<void> {
  await db.update(signUps).set({ confirmedAt: now, userId }).where(eq(signUps.id, id));
}
