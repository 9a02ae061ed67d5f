import { type Executor, eq, schema, sql } from '@pledgethon/db';

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
    .where(sql`lower(${participants.accessCode}) = lower(${accessCode})`)
    .limit(1);
  return found;
}
