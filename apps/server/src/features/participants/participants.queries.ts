import type { ConsentKind } from '@pledgethon/core';
import { and, asc, type Executor, eq, inArray, isNotNull, isNull, type SQL, schema } from '@pledgethon/db';

const { consents, participants, parentParticipants, events, teams, userRoles } = schema;

export type ParticipantRow = Awaited<ReturnType<typeof selectParticipantRows>>[number];

function selectParticipantRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      goalCents: participants.goalCents,
      accessCode: participants.accessCode,
      publicFullNameOptIn: participants.publicFullNameOptIn,
      publicPhotoOptIn: participants.publicPhotoOptIn,
      publicConsentAt: participants.publicConsentAt,
      photoName: participants.photoName,
      eventId: events.id,
      eventName: events.name,
      eventCode: events.eventCode,
      teamName: teams.name,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(where)
    .orderBy(asc(participants.createdAt), asc(participants.id));
}

/** The participant records a user signs in as. */
export function findParticipantsOfUser(db: Executor, { userId }: { userId: string }) {
  return selectParticipantRows(db, eq(participants.userId, userId));
}

/** The children a parent manages. */
export function findParticipantsOfParent(db: Executor, { parentUserId }: { parentUserId: string }) {
  return selectParticipantRows(
    db,
    inArray(
      participants.id,
      db
        .select({ id: parentParticipants.participantId })
        .from(parentParticipants)
        .where(eq(parentParticipants.parentUserId, parentUserId)),
    ),
  );
}

export async function findParticipantEventId(db: Executor, { participantId }: { participantId: string }) {
  const [row] = await db
    .select({ eventId: participants.eventId })
    .from(participants)
    .where(eq(participants.id, participantId))
    .limit(1);
  return row?.eventId ?? null;
}

/** The Thon of the user's earliest teacher grant that names one. */
export async function findTeacherEventId(db: Executor, { userId }: { userId: string }) {
  const [grant] = await db
    .select({ eventId: userRoles.eventId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'teacher'), isNotNull(userRoles.eventId)))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.id))
    .limit(1);
  return grant?.eventId ?? null;
}

/** The children of these whose consent of one kind stands now (given and not withdrawn). */
export async function standingConsents(db: Executor, participantIds: string[], kind: ConsentKind) {
  if (participantIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ participantId: consents.participantId })
    .from(consents)
    .where(
      and(
        inArray(consents.participantId, participantIds),
        eq(consents.kind, kind),
        isNull(consents.withdrawnAt),
      ),
    );
  return new Set(rows.map((row) => row.participantId));
}
