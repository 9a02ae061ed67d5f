import { and, type Executor, eq, gt, isNull, schema, sql } from '@pledgethon/db';

const { events, franchisees, invitations, teams, userRoles, users } = schema;

export type Grant = Pick<typeof userRoles.$inferInsert, 'role' | 'eventId' | 'teamId' | 'franchiseeId'>;

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

/** Grants the role; false when the user already holds exactly this grant. */
export async function insertGrantOnce(db: Executor, grant: Grant & { userId: string }) {
  const rows = await db
    .insert(userRoles)
    .values(grant)
    .onConflictDoNothing({
      target: [
        userRoles.userId,
        userRoles.role,
        userRoles.organizationId,
        userRoles.eventId,
        userRoles.teamId,
        userRoles.franchiseeId,
      ],
    })
    .returning({ id: userRoles.id });
  return rows.length > 0;
}

export async function findTeamLeaderId(db: Executor, { teamId }: { teamId: string }) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.teamId, teamId), eq(userRoles.role, 'team_leader')))
    .limit(1);
  return row?.userId;
}

/** An invitation to the same place (Thon or franchisee) for the address, not yet accepted nor expired. */
export async function findOpenInvitation(
  db: Executor,
  {
    email,
    eventId,
    franchiseeId,
    now,
  }: { email: string; eventId: string | null; franchiseeId: string | null; now: Date },
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(sql`lower(${invitations.email})`, email),
        eventId ? eq(invitations.eventId, eventId) : isNull(invitations.eventId),
        franchiseeId ? eq(invitations.franchiseeId, franchiseeId) : isNull(invitations.franchiseeId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  if (!row) throw new Error('invitation insert returned no row');
  return row.id;
}

/**
 * Marks a live, unaccepted invitation accepted and names its user, in one statement, so two uses of
 * the same link cannot both succeed. Undefined when the link is unknown, expired or used.
 */
export async function useInvitation(db: Executor, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ userId: invitations.userId });
  return row?.userId;
}

export async function findTeam(db: Executor, { teamId }: { teamId: string }) {
  const [row] = await db
    .select({ id: teams.id, eventId: teams.eventId, name: teams.name })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row;
}

/** Inserts the team; undefined when the Thon already has a team of that name (in any letter case). */
export async function insertTeamOnce(db: Executor, { eventId, name }: { eventId: string; name: string }) {
  const [row] = await db
    .insert(teams)
    .values({ eventId, name })
    .onConflictDoNothing()
    .returning({ id: teams.id });
  return row?.id;
}

export async function teamNameTaken(
  db: Executor,
  { eventId, name, exceptTeamId }: { eventId: string; name: string; exceptTeamId: string },
) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.eventId, eventId),
        eq(sql`lower(${teams.name})`, name.toLowerCase()),
        sql`${teams.id} <> ${exceptTeamId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function setTeamName(db: Executor, { teamId, name }: { teamId: string; name: string }) {
  await db.update(teams).set({ name }).where(eq(teams.id, teamId));
}

/** The Thon's organiser: the first organiser grant on the Thon itself, else the user who created it. */
export async function findOrganizer(db: Executor, { eventId }: { eventId: string }) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(events)
    .innerJoin(
      users,
      sql`${users.id} = coalesce((select ${userRoles.userId} from ${userRoles} where ${userRoles.role} = 'organizer' and ${userRoles.eventId} = ${events.id} order by ${userRoles.createdAt} limit 1), ${events.createdByUserId})`,
    )
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

export async function updateUserContact(
  db: Executor,
  {
    userId,
    values,
  }: {
    userId: string;
    values: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'phone'>;
  },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function findFranchiseeName(db: Executor, { franchiseeId }: { franchiseeId: string }) {
  const [row] = await db
    .select({ name: franchisees.name })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId))
    .limit(1);
  return row?.name;
}

export async function insertFranchisee(db: Executor, values: typeof franchisees.$inferInsert) {
  const [row] = await db.insert(franchisees).values(values).returning({ id: franchisees.id });
  if (!row) throw new Error('franchisee insert returned no row');
  return row.id;
}

export async function holdsFranchiseeUserGrant(
  db: Executor,
  { userId, franchiseeId }: { userId: string; franchiseeId: string },
) {
  const [grant] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.role, 'franchisee_user'),
        eq(userRoles.franchiseeId, franchiseeId),
      ),
    )
    .limit(1);
  return Boolean(grant);
}
