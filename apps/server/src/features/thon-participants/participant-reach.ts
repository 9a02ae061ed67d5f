import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { requireThonReach, THON_ACTORS, type ThonReach } from '../thons/thon-reach';
import {
  findParticipant,
  isTeacherOfThon,
  isTeamOfThon,
  type ParticipantRow,
} from './thon-participants.queries';

/**
 * A participant the caller reaches: anyone on the Thon's staff within their part of it. A removed
 * participant, another Thon's and an unknown id are refused alike, so ids cannot be probed.
 */
export async function requireReachedParticipant(
  db: Executor,
  request: FastifyRequest,
  participantId: string,
): Promise<{ participant: ParticipantRow; reach: ThonReach }> {
  const participant = await findParticipant(db, { participantId });
  if (!participant || participant.removedAt) {
    if (requireSession(request).IsSuperAdmin) throw new AppError('not_found', messages.notFound);
    throw new AppError('forbidden', messages.accessDenied);
  }
  const reach = await requireThonReach(db, request, participant.eventId, THON_ACTORS);
  if (!covers(reach.participants, participant)) throw new AppError('forbidden', messages.accessDenied);
  return { participant, reach };
}

function covers(
  reach: ThonReach['participants'],
  participant: { teamId: string | null; teacherUserId: string | null },
) {
  if (reach.kind === 'class') return participant.teacherUserId === reach.teacherUserId;
  if (reach.kind === 'team') return participant.teamId === reach.teamId;
  return true;
}

/**
 * The team and teacher a participant is given must belong to the Thon, and stay within the caller's
 * reach: a teacher keeps their pupils in their class, a team leader keeps them on their team.
 */
export async function checkPlacement(
  db: Executor,
  reach: ThonReach,
  placement: { teamId: string | null; teacherUserId: string | null },
) {
  const eventId = reach.event.id;
  if (!covers(reach.participants, placement)) throw new AppError('forbidden', messages.accessDenied);
  if (placement.teamId && !(await isTeamOfThon(db, { eventId, teamId: placement.teamId }))) {
    throw new AppError('validation', messages.invalidData, { TeamId: messages.invalidData });
  }
  if (placement.teacherUserId && !(await isTeacherOfThon(db, { eventId, userId: placement.teacherUserId }))) {
    throw new AppError('validation', messages.invalidData, { TeacherUserId: messages.invalidData });
  }
}
