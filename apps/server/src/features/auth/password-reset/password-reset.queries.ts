import { and, type Executor, eq, gt, isNull, schema } from '@pledgethon/db';

const { passwordResetTokens } = schema;

export async function insertPasswordResetToken(
  db: Executor,
  token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(passwordResetTokens).values(token).returning({ id: passwordResetTokens.id });
  if (!row) throw new Error('password reset token insert returned no row');
  return row.id;
}

/**
 * Marks a live, unused token used and names its user, in one statement, so two uses of the same link
 * racing each other cannot both succeed. Undefined when the link is unknown, expired or used.
 */
export async function usePasswordResetToken(
  db: Executor,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
