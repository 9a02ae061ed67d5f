import type { ParticipantChange, updateParticipantRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { ThonReach } from '../thons/thon-reach';
import { participantColumnsOf } from './add-participant';
import { checkPlacement } from './participant-reach';
import { toThonParticipant } from './participant-view';
import { findParticipant, updateParticipantFields } from './thon-participants.queries';

/** Changes a participant's fields; the access code stays as issued. */
export async function updateParticipant(
  db: Executor,
  reach: ThonReach,
  input: ReturnType<typeof updateParticipantRequestSchema.parse>,
): Promise<ParticipantChange> {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, reach, { teamId: input.TeamId, teacherUserId: input.TeacherUserId });
    await updateParticipantFields(tx, {
      participantId: input.ParticipantId,
      values: participantColumnsOf(input),
    });
    const row = await findParticipant(tx, { participantId: input.ParticipantId });
    return { Message: messages.saved, Participant: row ? toThonParticipant(row) : null };
  });
}
