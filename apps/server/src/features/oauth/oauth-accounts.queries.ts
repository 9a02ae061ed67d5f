import { and, type Executor, eq, schema } from '@pledgethon/db';

const { oauthIdentities, users } = schema;

export type Identity = { loginProvider: string; providerKey: string };

/** The user this provider identity is linked to, if any. */
export async function findLinkedUserId(db: Executor, identity: Identity): Promise<string | undefined> {
  const [link] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(
      and(
        eq(oauthIdentities.loginProvider, identity.loginProvider),
        eq(oauthIdentities.providerKey, identity.providerKey),
      ),
    )
    .limit(1);
  return link?.userId;
}

export async function linkIdentity(db: Executor, userId: string, identity: Identity): Promise<void> {
  await db.insert(oauthIdentities).values({ userId, ...identity });
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** E-mails are stored lower-case, so the lower-cased address finds the account whatever its case. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

/** The new account, or undefined when that e-mail was taken meanwhile. */
export async function insertUserIfNew(db: Executor, user: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}

export async function recordLogin(
  db: Executor,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
