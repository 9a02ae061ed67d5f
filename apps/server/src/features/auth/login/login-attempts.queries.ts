import { and, count, type Executor, eq, gte, schema, sql } from '@pledgethon/db';

const { loginAttempts } = schema;

/** Makes concurrent attempts on one username take turns, so none slips past the failure limit. */
export async function lockLoginAttemptsOf(db: Executor, username: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
}

/** Failed attempts at the username since the time, from the one address when `ip` is given. */
export async function countFailedAttemptsSince(
  db: Executor,
  { username, since, ip }: { username: string; since: Date; ip?: string | null },
): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, since),
        ip === undefined ? undefined : sql`${loginAttempts.ip} is not distinct from ${ip}`,
      ),
    );
  return row?.failures ?? 0;
}

/** Whether the username signed in from the address since the time: a place its owner uses. */
export async function signedInFromSince(
  db: Executor,
  { username, ip, since }: { username: string; ip: string | null; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, true),
        gte(loginAttempts.createdAt, since),
        sql`${loginAttempts.ip} is not distinct from ${ip}`,
      ),
    )
    .limit(1);
  return Boolean(row);
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
