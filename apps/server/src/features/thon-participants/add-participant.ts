import type {
  AddParticipantRequest,
  addParticipantRequestSchema,
  ParticipantChange,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { ThonReach } from '../thons/thon-reach';
import { newAccessCode } from './access-code';
import { checkPlacement } from './participant-reach';
import { toThonParticipant } from './participant-view';
import { findParticipant, insertParticipant } from './thon-participants.queries';

type Fields = ReturnType<typeof addParticipantRequestSchema.parse>;

/** The columns of a participant from the fields typed in. */
export function participantColumnsOf(fields: Omit<Fields, 'EventId'>) {
  return {
    firstName: fields.FirstName,
    lastName: fields.LastName,
    goalCents: fields.GoalCents,
    grade: fields.Grade,
    shirtSize: fields.ShirtSize,
    teamId: fields.TeamId,
    teacherUserId: fields.TeacherUserId,
    parentEmail: fields.ParentEmail,
  };
}

/** Adds one participant to the Thon with a new access code. */
export async function addParticipant(
  db: Executor,
  reach: ThonReach,
  input: Fields & Pick<AddParticipantRequest, 'EventId'>,
): Promise<ParticipantChange> {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, reach, { teamId: input.TeamId, teacherUserId: input.TeacherUserId });
    const id = await insertParticipant(tx, {
      eventId: reach.event.id,
      accessCode: newAccessCode(),
      ...participantColumnsOf(input),
      goalCents: input.GoalCents ?? reach.event.participantGoalCents,
    });
    const row = await findParticipant(tx, { participantId: id });
    return { Message: messages.participantAdded, Participant: row ? toThonParticipant(row) : null };
  });
}
