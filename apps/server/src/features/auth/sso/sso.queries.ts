import { and, type Executor, eq, gt, isNull, schema } from '@pledgethon/db';

const { ssoTokens } = schema;

export async function insertSsoToken(
  db: Executor,
  token: { tokenHash: string; userId: string; redirect: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(ssoTokens).values(token);
}

/** Marks a live, unused hand-off token used in one statement, so it signs in exactly once. */
export async function useSsoToken(db: Executor, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: now })
    .where(and(eq(ssoTokens.tokenHash, tokenHash), isNull(ssoTokens.usedAt), gt(ssoTokens.expiresAt, now)))
    .returning({ userId: ssoTokens.userId, redirect: ssoTokens.redirect });
  return row;
}
