import { type Executor, eq, schema } from '@pledgethon/db';

const { users } = schema;

/** E-mails are stored lower-case, so the caller passes the lower-cased username. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserStatus(db: Executor, userId: string) {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.status;
}

export async function markUserLoggedIn(db: Executor, { userId, now }: { userId: string; now: Date }) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export async function setPasswordHash(
  db: Executor,
  { userId, passwordHash }: { userId: string; passwordHash: string },
) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
