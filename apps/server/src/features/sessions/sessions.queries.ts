import { and, type Executor, eq, isNull, schema } from '@pledgethon/db';

const { sessions } = schema;

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function revokeSession(db: Executor, { tokenHash, now }: { tokenHash: string; now: Date }) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, e.g. after a password reset. */
export async function revokeUserSessions(db: Executor, { userId, now }: { userId: string; now: Date }) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
