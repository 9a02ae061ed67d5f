import { and, asc, type Executor, eq, inArray, schema, sql } from '@pledgethon/db';

const { franchisees, userRoles, users } = schema;

/** Franchisees with their users and team leaders: every one, or those a franchisee user works for. */
export async function listFranchisees(db: Executor, who: { all: true } | { userId: string }) {
  const own = db
    .select({ id: userRoles.franchiseeId })
    .from(userRoles)
    .where(
      and(
        'userId' in who ? eq(userRoles.userId, who.userId) : undefined,
        eq(userRoles.role, 'franchisee_user'),
      ),
    );
  const rows = await db
    .select({
      id: franchisees.id,
      name: franchisees.name,
      territory: franchisees.territory,
      commissionBasisPoints: franchisees.commissionBasisPoints,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: userRoles.role,
      joined: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(franchisees)
    .leftJoin(
      userRoles,
      and(
        eq(userRoles.franchiseeId, franchisees.id),
        inArray(userRoles.role, ['franchisee_user', 'franchisee_team_leader']),
      ),
    )
    .leftJoin(users, eq(users.id, userRoles.userId))
    .where('all' in who ? undefined : inArray(franchisees.id, own))
    .orderBy(asc(franchisees.name), asc(franchisees.id), asc(userRoles.role), asc(users.lastName));
  return rows;
}
