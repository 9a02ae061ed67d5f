import { and, count, type Executor, eq, gte, schema, sql } from '@pledgethon/db';

const { loginAttempts } = schema;

/** Makes concurrent attempts on one username take turns, so none slips past the failure limit. */
export async function lockLoginAttemptsOf(db: Executor, username: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
}

export async function countFailedAttemptsSince(
  db: Executor,
  { username, since }: { username: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, since),
      ),
    );
  return row?.failures ?? 0;
}

export async function insertLoginAttempt(
  db: Executor,
  attempt: { username: string; ip: string | null; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...attempt, succeeded: false })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt insert returned no row');
  return row.id;
}

export async function markLoginAttemptSucceeded(db: Executor, attemptId: string) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}
