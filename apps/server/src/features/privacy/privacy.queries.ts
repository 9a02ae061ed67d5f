import { and, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { events, participants, parentParticipants } = schema;

/**
 * The join row that makes the participant this parent's own child, still named (not anonymised):
 * the condition of every query a parent's rights over a child read through.
 */
export const parentsOwnChild = ({
  parentUserId,
  participantId,
}: {
  parentUserId: string;
  participantId: string;
}) =>
  and(
    eq(parentParticipants.parentUserId, parentUserId),
    eq(parentParticipants.participantId, participantId),
    isNull(participants.anonymizedAt),
  );

/** One of the parent's children, with its Thon's code and stored photo; undefined for anyone else's. */
export async function findChildPhoto(
  db: Executor,
  { parentUserId, participantId }: { parentUserId: string; participantId: string },
) {
  const [row] = await db
    .select({ id: participants.id, photoName: participants.photoName, eventCode: events.eventCode })
    .from(parentParticipants)
    .innerJoin(participants, eq(participants.id, parentParticipants.participantId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(parentsOwnChild({ parentUserId, participantId }))
    .limit(1);
  return row;
}

/** The stored photo a public page may show: only with the consent standing, in that Thon, not removed. */
export async function findShownPhoto(
  db: Executor,
  { eventCode, participantId }: { eventCode: string; participantId: string },
) {
  const [row] = await db
    .select({ photoName: participants.photoName })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(
      and(
        eq(participants.id, participantId),
        sql`lower(${events.eventCode}) = lower(${eventCode})`,
        eq(participants.publicPhotoOptIn, true),
        isNull(participants.removedAt),
      ),
    )
    .limit(1);
  return row?.photoName ?? undefined;
}
