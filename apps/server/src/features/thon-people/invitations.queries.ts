import { and, type Executor, eq, gt, isNull, schema, sql } from '@pledgethon/db';

// Spelled out, since a query of one table names its columns without the table, which a subquery
// would then read as its own.
const theUser = sql.raw('"users"."id"');

/** An invitation whose link still works: not accepted, and not expired at `now`. */
export const invitationIsOpen = (now: Date) =>
  and(isNull(schema.invitations.acceptedAt), gt(schema.invitations.expiresAt, now));

const {
  events,
  franchisees,
  invitations,
  oauthIdentities,
  shopVendorMembers,
  shopVendors,
  teams,
  userRoles,
  users,
} = schema;

export type Grant = Pick<typeof userRoles.$inferInsert, 'role' | 'eventId' | 'teamId' | 'franchiseeId'>;
/** Where an invitation leads: a Thon (and team), a franchisee or a vendor account. */
export type InvitationPlace = Grant & { vendorId?: string | null };

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

/**
 * Whether the team has its leader, or a leader's invitation still open. The team's row is locked
 * first, so invitations for one team arriving at once are decided one after the other.
 */
export async function teamLeaderTakenOrAsked(db: Executor, { teamId, now }: { teamId: string; now: Date }) {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  const [row] = await db
    .select({ taken: sql<boolean>`true` })
    .from(userRoles)
    .where(and(eq(userRoles.teamId, teamId), eq(userRoles.role, 'team_leader')))
    .unionAll(
      db
        .select({ taken: sql<boolean>`true` })
        .from(invitations)
        .where(
          and(eq(invitations.teamId, teamId), eq(invitations.role, 'team_leader'), invitationIsOpen(now)),
        ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the address's account is already in the place: holds this very grant, or is a user of this
 * vendor account. The inviter sees that on their own people lists anyway, so saying so tells them
 * nothing new; a role elsewhere is never told.
 */
export async function alreadyInPlace(
  db: Executor,
  { email, place }: { email: string; place: InvitationPlace },
) {
  const inPlace = place.vendorId
    ? sql`exists (select 1 from ${shopVendorMembers} where ${shopVendorMembers.userId} = ${theUser} and ${shopVendorMembers.vendorId} = ${place.vendorId})`
    : sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${theUser}
        and ${userRoles.role} = ${place.role}
        and ${userRoles.eventId} is not distinct from ${place.eventId ?? null}
        and ${userRoles.teamId} is not distinct from ${place.teamId ?? null}
        and ${userRoles.franchiseeId} is not distinct from ${place.franchiseeId ?? null})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), inPlace))
    .limit(1);
  return Boolean(row);
}

/** An invitation to the same place for the address, not yet accepted nor expired. */
export async function findOpenInvitation(
  db: Executor,
  { email, place, now }: { email: string; place: InvitationPlace; now: Date },
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(sql`lower(${invitations.email})`, email),
        sql`${invitations.eventId} is not distinct from ${place.eventId ?? null}`,
        sql`${invitations.franchiseeId} is not distinct from ${place.franchiseeId ?? null}`,
        sql`${invitations.vendorId} is not distinct from ${place.vendorId ?? null}`,
        invitationIsOpen(now),
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
 * A live, unaccepted invitation by its link, with the place's name and the account its address
 * belongs to, if any. `lock` holds it until the transaction ends, so two uses cannot both succeed.
 */
export async function findLiveInvitation(
  db: Executor,
  { tokenHash, now, lock = false }: { tokenHash: string; now: Date; lock?: boolean },
) {
  const query = db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      eventId: invitations.eventId,
      teamId: invitations.teamId,
      franchiseeId: invitations.franchiseeId,
      vendorId: invitations.vendorId,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      namedUserId: invitations.userId,
      invitedByUserId: invitations.invitedByUserId,
      place: sql<string>`coalesce(${events.name}, ${franchisees.name}, ${shopVendors.name}, '')`,
    })
    .from(invitations)
    .leftJoin(events, eq(events.id, invitations.eventId))
    .leftJoin(franchisees, eq(franchisees.id, invitations.franchiseeId))
    .leftJoin(shopVendors, eq(shopVendors.id, invitations.vendorId))
    .where(and(eq(invitations.tokenHash, tokenHash), invitationIsOpen(now)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: invitations }) : query);
  return row;
}

/**
 * The account an invitation is for: the one it names, else the one its address belongs to now. An
 * account "can sign in" when it has a password or a social login; one without either was made by an
 * invitation sent before acceptance was asked for, and its link sets its password.
 */
export async function findInvitedAccount(
  db: Executor,
  { userId, email }: { userId: string | null; email: string },
) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      canSignIn: sql<boolean>`${users.passwordHash} is not null or exists (select 1 from ${oauthIdentities} where ${oauthIdentities.userId} = ${theUser})`,
      otherRoles: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.userId} = ${theUser} and ${userRoles.role} <> 'vendor')`,
    })
    .from(users)
    .where(userId ? eq(users.id, userId) : eq(users.email, email))
    .limit(1);
  return row;
}

export async function markInvitationAccepted(
  db: Executor,
  { invitationId, userId, now }: { invitationId: string; userId: string; now: Date },
) {
  await db.update(invitations).set({ acceptedAt: now, userId }).where(eq(invitations.id, invitationId));
}

/** Makes the user one of the vendor account's users; a user works for one vendor account at most. */
export async function insertVendorMember(
  db: Executor,
  values: { vendorId: string; userId: string; invitedByUserId: string | null },
) {
  await db.insert(shopVendorMembers).values(values);
}
