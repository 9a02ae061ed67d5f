import { and, type Executor, eq, isNull, or, schema, sql } from '@pledgethon/db';

const { events, teams, userRoles } = schema;

/**
 * A franchisee's contract covers a Thon's children until the Thon's data is closed or removed:
 * completion is not the end, since pledges are charged and failed payments followed up after it.
 * Past that, the franchisee keeps the Thon and its totals but no child's personal data (decision 093).
 */
const underContract = and(isNull(events.dataClosedAt), isNull(events.personalDataRemovedAt));

/**
 * A grant of the user that reaches the Thon of the row: organiser grants on the Thon or its
 * organisation, franchisee grants on its franchisee, teacher grants on the Thon, team leader grants on
 * one of its teams. For children's personal data (`childrenData`), a franchisee grant reaches only a
 * Thon its contract still covers.
 */
export function grantReachesThon(userId: string, { childrenData = false } = {}) {
  return and(
    eq(userRoles.userId, userId),
    or(
      and(
        eq(userRoles.role, 'organizer'),
        or(
          eq(userRoles.eventId, events.id),
          and(sql`${userRoles.eventId} is null`, eq(userRoles.organizationId, events.organizationId)),
        ),
      ),
      and(
        or(eq(userRoles.role, 'franchisee_user'), eq(userRoles.role, 'franchisee_team_leader')),
        eq(userRoles.franchiseeId, events.franchiseeId),
        childrenData ? underContract : undefined,
      ),
      and(eq(userRoles.role, 'teacher'), eq(userRoles.eventId, events.id)),
      and(
        eq(userRoles.role, 'team_leader'),
        sql`${userRoles.teamId} in (select ${teams.id} from ${teams} where ${teams.eventId} = ${events.id})`,
      ),
    ),
  );
}

/** What a check of reach tells its caller about the Thon. */
const thonColumns = {
  id: events.id,
  organizationId: events.organizationId,
  franchiseeId: events.franchiseeId,
  name: events.name,
  eventCode: events.eventCode,
  status: events.status,
  // New participants start with this goal unless one is typed.
  participantGoalCents: events.participantGoalCents,
};

/**
 * The Thon with every grant of the user that reaches it, in one query; for `childrenData`, only the
 * grants that reach its children's personal data.
 */
export async function findThonWithGrants(
  db: Executor,
  { eventId, userId, childrenData }: { eventId: string; userId: string; childrenData: boolean },
) {
  const rows = await db
    .select({
      ...thonColumns,
      grantRole: userRoles.role,
      grantTeamId: userRoles.teamId,
    })
    .from(events)
    .leftJoin(userRoles, grantReachesThon(userId, { childrenData }))
    .where(eq(events.id, eventId));
  const [first] = rows;
  if (!first) return undefined;
  const { grantRole: _role, grantTeamId: _team, ...event } = first;
  const grants = rows.flatMap((row) =>
    row.grantRole ? [{ role: row.grantRole, teamId: row.grantTeamId }] : [],
  );
  return { event, grants };
}

export async function findThon(db: Executor, { eventId }: { eventId: string }) {
  const [event] = await db.select(thonColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return event;
}
