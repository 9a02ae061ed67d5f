import { type Executor, eq, schema } from '@pledgethon/db';

const { users, userRoles, participants } = schema;

export async function findUserForSession(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findRolesOfUser(db: Executor, userId: string) {
  return db
    .select({ role: userRoles.role, eventId: userRoles.eventId, teamId: userRoles.teamId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
}

export async function findParticipantById(db: Executor, participantId: string) {
  const [participant] = await db
    .select()
    .from(participants)
    .where(eq(participants.id, participantId))
    .limit(1);
  return participant;
}

/** The participant record a user signs in as, when the user is a participant themselves. */
export async function findParticipantOfUser(db: Executor, userId: string) {
  const [participant] = await db
    .select()
    .from(participants)
    .where(eq(participants.userId, userId))
    .orderBy(participants.createdAt)
    .limit(1);
  return participant;
}
