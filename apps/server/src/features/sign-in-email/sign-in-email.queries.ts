import { and, type Executor, eq, gt, isNull, schema } from '@pledgethon/db';

const { emailChanges, users } = schema;

export async function findAccountForEmailChange(db: Executor, { userId }: { userId: string }) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertEmailChange(db: Executor, values: typeof emailChanges.$inferInsert) {
  const [row] = await db.insert(emailChanges).values(values).returning({ id: emailChanges.id });
  if (!row) throw new Error('email change insert returned no row');
  return row.id;
}

/**
 * Marks a live, unconfirmed change confirmed and returns it, in one statement, so a link works once.
 * Undefined when the link is unknown, expired or used.
 */
export async function useEmailChange(db: Executor, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .update(emailChanges)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.confirmedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

/** Moves the account to its new address; the caller has checked the address is the owner's. */
export async function setAccountEmail(db: Executor, { userId, email }: { userId: string; email: string }) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
