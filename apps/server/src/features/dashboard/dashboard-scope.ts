import { and, eq, type SQL, schema } from '@pledgethon/db';
import type { ThonReach } from '../thons/thon-reach';

const { participants } = schema;

/** The participants a reach covers: every one of the Thon, a teacher's class or a team leader's team. */
export function participantsInReach(reach: ThonReach): SQL {
  const ofThon = eq(participants.eventId, reach.event.id);
  const scope = reach.participants;
  if (scope.kind === 'class') return and(ofThon, eq(participants.teacherUserId, scope.teacherUserId)) as SQL;
  if (scope.kind === 'team') return and(ofThon, eq(participants.teamId, scope.teamId)) as SQL;
  return ofThon;
}
