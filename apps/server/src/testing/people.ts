import type { Role } from '@pledgethon/core';
import { type Executor, hashPassword, schema } from '@pledgethon/db';
import { createUser } from '@pledgethon/db/testing';
import { loadConfig } from '../config';
import { openSession } from '../features/sessions/open-session';

type Grant = { role: Role } & Partial<
  Pick<typeof schema.userRoles.$inferInsert, 'eventId' | 'teamId' | 'franchiseeId' | 'organizationId'>
>;

/** A user with the given roles (and a password when one is needed for a sign-in test). */
export async function createPerson(
  db: Executor,
  options: {
    roles?: (Role | Grant)[];
    password?: string;
    email?: string;
    status?: 'active' | 'inactive';
  } = {},
) {
  const user = await createUser(db, {
    ...(options.email ? { email: options.email.toLowerCase() } : {}),
    ...(options.password ? { passwordHash: await hashPassword(options.password) } : {}),
    status: options.status ?? 'active',
  });
  const grants = (options.roles ?? []).map((grant) => (typeof grant === 'string' ? { role: grant } : grant));
  if (grants.length > 0) {
    await db.insert(schema.userRoles).values(grants.map((grant) => ({ ...grant, userId: user.id })));
  }
  return user;
}

/** Headers of a signed-in request, the way the web sends them. */
export async function sessionHeaders(
  db: Executor,
  who: { userId: string | null; participantId?: string | null },
): Promise<Record<string, string>> {
  const token = await openSession(db, loadConfig({}), {
    ...who,
    rememberMe: false,
    ip: null,
    userAgent: null,
  });
  return { token, ...(who.userId ? { userid: who.userId } : {}), timezonename: 'America/Chicago' };
}
