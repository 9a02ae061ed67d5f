import { and, eq, isNull, type SQL, schema } from '@pledgethon/db';
import type { ThonReach } from '../thons/thon-reach';

const { participants } = schema;

/** A reach as far as the participants it covers: the Thon and all of it, a class or a team. */
export type ParticipantReach = { event: { id: string }; participants: ThonReach['participants'] };

/** The participants a reach covers (not removed): every one of the Thon, a teacher's class or a team leader's team. */
export function participantsInReach(reach: ParticipantReach): SQL {
  // A removed participant keeps their pledges but leaves the Thon's lists and counts.
  const ofThon = and(eq(participants.eventId, reach.event.id), isNull(participants.removedAt)) as SQL;
  const scope = reach.participants;
  if (scope.kind === 'class') return and(ofThon, eq(participants.teacherUserId, scope.teacherUserId)) as SQL;
  if (scope.kind === 'team') return and(ofThon, eq(participants.teamId, scope.teamId)) as SQL;
  return ofThon;
}
