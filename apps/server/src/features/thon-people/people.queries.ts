import { and, type Executor, eq, schema, sql } from '@pledgethon/db';

const { events, franchisees, teams, userRoles } = schema;

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

const contactColumns = {
  firstName: events.contactFirstName,
  lastName: events.contactLastName,
  email: events.contactEmail,
  phone: events.contactPhone,
};

/** Whom the Thon names as its contact; undefined for an unknown Thon. */
export async function findThonContact(db: Executor, { eventId }: { eventId: string }) {
  const [row] = await db.select(contactColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row;
}

/** Names the Thon's contact; it is the Thon's own data and touches no account. */
export async function setThonContact(
  db: Executor,
  {
    eventId,
    contact,
  }: {
    eventId: string;
    contact: { firstName: string; lastName: string; email: string; phone: string | null };
  },
) {
  const [row] = await db
    .update(events)
    .set({
      contactFirstName: contact.firstName,
      contactLastName: contact.lastName,
      contactEmail: contact.email,
      contactPhone: contact.phone,
    })
    .where(eq(events.id, eventId))
    .returning(contactColumns);
  return row;
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
