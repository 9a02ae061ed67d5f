import { and, asc, type Executor, eq, type SQL, schema } from '@pledgethon/db';

const { childClaims, participants, teams, users } = schema;

/** The pending claims on the participants in `scope` (the caller's reach into one Thon), oldest first. */
export function findPendingClaims(db: Executor, { scope }: { scope: SQL | undefined }) {
  return db
    .select({
      id: childClaims.id,
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamName: teams.name,
      listedParentEmail: participants.parentEmail,
      parentFirstName: users.firstName,
      parentLastName: users.lastName,
      parentEmail: users.email,
      createdAt: childClaims.createdAt,
    })
    .from(childClaims)
    .innerJoin(participants, eq(participants.id, childClaims.participantId))
    .innerJoin(users, eq(users.id, childClaims.parentUserId))
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(and(eq(childClaims.state, 'pending'), scope))
    .orderBy(asc(childClaims.createdAt), asc(childClaims.id));
}

/** One pending claim, when its child is in `scope`; held until the transaction ends so it is decided once. */
export async function lockPendingClaim(
  db: Executor,
  { claimId, scope }: { claimId: string; scope: SQL | undefined },
) {
  const [claim] = await db
    .select({
      id: childClaims.id,
      participantId: childClaims.participantId,
      parentUserId: childClaims.parentUserId,
      publicFullName: childClaims.publicFullName,
      publicPhoto: childClaims.publicPhoto,
      vendorSharing: childClaims.vendorSharing,
      language: childClaims.language,
    })
    .from(childClaims)
    .innerJoin(participants, eq(participants.id, childClaims.participantId))
    .where(and(eq(childClaims.id, claimId), eq(childClaims.state, 'pending'), scope))
    .for('update', { of: childClaims })
    .limit(1);
  return claim;
}

export async function closeClaim(
  db: Executor,
  { claimId, state, userId }: { claimId: string; state: 'confirmed' | 'declined'; userId: string | null },
) {
  await db
    .update(childClaims)
    .set({ state, decidedAt: new Date(), decidedByUserId: userId })
    .where(eq(childClaims.id, claimId));
}
