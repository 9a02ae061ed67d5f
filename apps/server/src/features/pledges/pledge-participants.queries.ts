import { and, asc, type Executor, eq, isNull, or, type SQL, schema, sql } from '@pledgethon/db';
import type { ThonReach } from '../thons/thon-reach';

const { parentParticipants, participants, teams } = schema;

/** At most this many names in the picker: more than any Thon's staff could scroll, fewer than a page's limit. */
const PICKER_LIMIT = 10_000;

const withinReach = (reach: ThonReach['participants'] | null): SQL => {
  if (!reach) return sql`false`;
  if (reach.kind === 'class') return eq(participants.teacherUserId, reach.teacherUserId);
  if (reach.kind === 'team') return eq(participants.teamId, reach.teamId);
  return sql`true`;
};

/**
 * The Thon's participants the caller may enter a pledge for, checked in the query: themselves, their
 * children, and the participants within their reach on the Thon's staff. Removed participants are left out.
 */
export function findPickableParticipants(
  db: Executor,
  {
    eventId,
    userId,
    staffReach,
  }: { eventId: string; userId: string; staffReach: ThonReach['participants'] | null },
) {
  return db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamName: teams.name,
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(
      and(
        eq(participants.eventId, eventId),
        isNull(participants.removedAt),
        or(
          eq(participants.userId, userId),
          sql`exists (select 1 from ${parentParticipants} where ${parentParticipants.participantId} = ${participants.id} and ${parentParticipants.parentUserId} = ${userId})`,
          withinReach(staffReach),
        ),
      ),
    )
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participants.id))
    .limit(PICKER_LIMIT);
}
