import { type Executor, eq, schema, sql } from '@pledgethon/db';
import { eventPledgedCents } from '../../raised/raised';

const { events, organizations, participants } = schema;

// Event codes are kept as typed and unique without regard to case.
const eventCodeIs = (eventCode: string) => sql`lower(${events.eventCode}) = lower(${eventCode})`;

export async function findEventIdByCode(db: Executor, eventCode: string): Promise<string | undefined> {
  const [event] = await db.select({ id: events.id }).from(events).where(eventCodeIs(eventCode)).limit(1);
  return event?.id;
}

/** The Thon's public facts: no participant is named, only counted. */
export async function findPublicEvent(db: Executor, eventCode: string) {
  const [event] = await db
    .select({
      EventId: events.id,
      EventCode: events.eventCode,
      Name: events.name,
      EventDate: events.eventDate,
      TimeZone: events.timeZone,
      OrganizationName: organizations.name,
      UnitName: events.unitName,
      UnitNamePlural: events.unitNamePlural,
      GoalCents: events.goalCents,
      RaisedCents: eventPledgedCents(events.id),
      ParticipantCount: sql<number>`(
        select count(*) from ${participants}
        where ${participants.eventId} = ${events.id} and ${participants.removedAt} is null
      )`.mapWith(Number),
      FundsGoTo: events.fundsGoTo,
      Status: events.status,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eventCodeIs(eventCode))
    .limit(1);
  return event;
}
