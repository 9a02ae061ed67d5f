import { and, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { participants, events, users } = schema;

/** The participant an access code belongs to (codes match without regard to case), with their Thon. */
export async function findParticipantByAccessCode(db: Executor, accessCode: string) {
  const [found] = await db
    .select({
      participantId: participants.id,
      userId: participants.userId,
      userStatus: users.status,
      eventCode: events.eventCode,
      eventDate: events.eventDate,
      endDate: events.endDate,
      timeZone: events.timeZone,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .leftJoin(users, eq(users.id, participants.userId))
    // A participant removed from the Thon signs in no more; their row stays for their pledges.
    .where(and(sql`lower(${participants.accessCode}) = lower(${accessCode})`, isNull(participants.removedAt)))
    .limit(1);
  return found;
}
