import { type Executor, schema, sql } from '@pledgethon/db';

const { events } = schema;

// Event codes are kept as typed and unique without regard to case.
const eventCodeIs = (eventCode: string) => sql`lower(${events.eventCode}) = lower(${eventCode})`;

export async function findEventIdByCode(db: Executor, eventCode: string): Promise<string | undefined> {
  const [event] = await db.select({ id: events.id }).from(events).where(eventCodeIs(eventCode)).limit(1);
  return event?.id;
}
