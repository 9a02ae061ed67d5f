import { and, type Executor, eq, type SQL, schema } from '@pledgethon/db';

const { participants, sponsorUpdates } = schema;

export async function isParticipantInScope(
  db: Executor,
  { scope, participantId }: { scope: SQL; participantId: string },
) {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(scope, eq(participants.id, participantId)))
    .limit(1);
  return row !== undefined;
}

export async function insertSponsorUpdate(db: Executor, values: typeof sponsorUpdates.$inferInsert) {
  const [row] = await db.insert(sponsorUpdates).values(values).returning();
  if (!row) throw new Error('the sponsor update was not stored');
  return row;
}
