import type { Role } from '@pledgethon/core';
import { alias, and, type Executor, eq, gt, isNull, schema, sql } from '@pledgethon/db';

const { sessions, users, userRoles, participants } = schema;

const sessionParticipant = alias(participants, 'session_participant');

/**
 * The live session of a token with everything its context needs, in one query: its user, the
 * participant it acts as (the access code's, else the user's own first one) and the user's roles.
 */
export async function findSessionContextRow(
  db: Executor,
  { tokenHash, now }: { tokenHash: string; now: Date },
) {
  const userParticipant = db
    .select({ id: participants.id, firstName: participants.firstName, lastName: participants.lastName })
    .from(participants)
    .where(and(eq(participants.userId, sessions.userId), isNull(sessions.participantId)))
    .orderBy(participants.createdAt)
    .limit(1)
    .as('user_participant');
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      participantId: sessions.participantId,
      user: {
        id: users.id,
        status: users.status,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        location: users.location,
      },
      sessionParticipant: {
        id: sessionParticipant.id,
        firstName: sessionParticipant.firstName,
        lastName: sessionParticipant.lastName,
      },
      userParticipant: {
        id: userParticipant.id,
        firstName: userParticipant.firstName,
        lastName: userParticipant.lastName,
      },
      roles: sql<
        Role[]
      >`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sessionParticipant, eq(sessionParticipant.id, sessions.participantId))
    .leftJoinLateral(userParticipant, sql`true`)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export type SessionContextRow = NonNullable<Awaited<ReturnType<typeof findSessionContextRow>>>;
