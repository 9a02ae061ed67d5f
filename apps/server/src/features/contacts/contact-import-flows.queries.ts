import { and, type Executor, eq, gt, isNull, schema, sql } from '@pledgethon/db';

const { contactImportFlows } = schema;

export async function insertContactImportFlow(db: Executor, flow: typeof contactImportFlows.$inferInsert) {
  await db.insert(contactImportFlows).values(flow);
}

/**
 * Uses up the caller's own sign-in whose state the provider echoed, if it is still open; returns its
 * PKCE verifier. A state of another user, another provider, used or expired finds nothing.
 */
export async function consumeContactImportFlow(
  db: Executor,
  flow: { stateHash: string; userId: string; provider: 'google' | 'yahoo'; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .update(contactImportFlows)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(contactImportFlows.stateHash, flow.stateHash),
        eq(contactImportFlows.userId, flow.userId),
        eq(contactImportFlows.provider, flow.provider),
        isNull(contactImportFlows.usedAt),
        gt(contactImportFlows.expiresAt, flow.now),
      ),
    )
    .returning({ codeVerifier: contactImportFlows.codeVerifier });
  return row?.codeVerifier;
}
