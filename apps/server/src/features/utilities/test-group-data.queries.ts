import { and, type Executor, eq, exists, or, schema } from '@pledgethon/db';

const { participants, parentParticipants, participantTestGroupData } = schema;

export async function participantExists(db: Executor, { participantId }: { participantId: string }) {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId))
    .limit(1);
  return row !== undefined;
}

/** Whether the participant is the user's own participant record or a child the user is parent of. */
export async function isOwnParticipantOrChild(
  db: Executor,
  { participantId, userId }: { participantId: string; userId: string },
) {
  const isChild = exists(
    db
      .select({ participantId: parentParticipants.participantId })
      .from(parentParticipants)
      .where(
        and(
          eq(parentParticipants.participantId, participants.id),
          eq(parentParticipants.parentUserId, userId),
        ),
      ),
  );
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.id, participantId), or(eq(participants.userId, userId), isChild)))
    .limit(1);
  return row !== undefined;
}

export type NewTestGroupData = typeof participantTestGroupData.$inferInsert;

/** The first report of an experiment for a participant stands; repeats change nothing. */
export async function insertTestGroupData(db: Executor, data: NewTestGroupData): Promise<void> {
  await db
    .insert(participantTestGroupData)
    .values(data)
    .onConflictDoNothing({
      target: [participantTestGroupData.participantId, participantTestGroupData.gExperimentId],
    });
}
