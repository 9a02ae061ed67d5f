import { and, asc, desc, type Executor, eq, inArray, or, type SQL, schema, sql } from '@pledgethon/db';

const { events, participants, teams, userRoles } = schema;

/** The user's organiser and teacher grants, which decide whose access codes they may see. */
export function findAccessCodeGrants(db: Executor, { userId }: { userId: string }) {
  return db
    .select({ eventId: userRoles.eventId, organizationId: userRoles.organizationId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, ['organizer', 'teacher'])));
}

/**
 * Each child's badge number: their place in the order they joined the Thon, removed children
 * included, so a number never passes to another child (decision 129). It is on the lap badge and on
 * the counter's tiles of children whose names look alike.
 */
export function badgeNumbers(db: Executor, { eventId }: { eventId: string }) {
  return db.$with('badge_numbers').as(
    db
      .select({
        id: participants.id,
        badgeNumber:
          sql<number>`row_number() over (order by ${participants.createdAt}, ${participants.id})::int`.as(
            'badge_number',
          ),
      })
      .from(participants)
      .where(eq(participants.eventId, eventId)),
  );
}

/** The participants of the Thon in the caller's reach, with their teams, in badge-sheet order: by team name, then by name. */
export function findBadgeParticipants(
  db: Executor,
  { eventId, scope }: { eventId: string; scope: SQL | undefined },
) {
  const numbered = badgeNumbers(db, { eventId });
  return db
    .with(numbered)
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      accessCode: participants.accessCode,
      teamId: teams.id,
      teamName: teams.name,
      badgeNumber: numbered.badgeNumber,
    })
    .from(participants)
    .innerJoin(numbered, eq(numbered.id, participants.id))
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(scope)
    .orderBy(asc(teams.name), asc(participants.lastName), asc(participants.firstName), asc(participants.id));
}

export async function findParticipantEvent(db: Executor, { participantId }: { participantId: string }) {
  const [participant] = await db
    .select({ eventId: participants.eventId })
    .from(participants)
    .where(eq(participants.id, participantId))
    .limit(1);
  return participant?.eventId;
}

/** The participant's access code, when the caller's reach covers the participant. */
export async function findParticipantAccessCode(
  db: Executor,
  { participantId, scope }: { participantId: string; scope: SQL | undefined },
) {
  const [participant] = await db
    .select({ accessCode: participants.accessCode })
    .from(participants)
    .where(and(eq(participants.id, participantId), scope))
    .limit(1);
  return participant?.accessCode;
}

/**
 * The Thons named by organiser and teacher grants (a grant on an organisation covers its Thons), or
 * every Thon when `all` is set (super administrators).
 */
export function findAccessCodeThons(
  db: Executor,
  scope: { all: true } | { eventIds: string[]; organizationIds: string[] },
) {
  const query = db
    .select({ id: events.id, name: events.name, eventCode: events.eventCode, eventDate: events.eventDate })
    .from(events)
    .orderBy(desc(events.eventDate), asc(events.name));
  if ('all' in scope) return query;
  if (scope.eventIds.length === 0 && scope.organizationIds.length === 0) return Promise.resolve([]);
  const conditions = [
    ...(scope.eventIds.length > 0 ? [inArray(events.id, scope.eventIds)] : []),
    ...(scope.organizationIds.length > 0 ? [inArray(events.organizationId, scope.organizationIds)] : []),
  ];
  return query.where(or(...conditions));
}

/** The Thon's teams by name: their place in this order gives their colour, on the
 * badges and on the lap counter alike. */
export function findThonTeams(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(teams.name), asc(teams.id));
}
