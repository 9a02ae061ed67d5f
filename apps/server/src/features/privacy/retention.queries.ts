import { and, asc, type Executor, isNull, or, schema, sql } from '@pledgethon/db';

const { events } = schema;

/**
 * The day a Thon's children's data is due for removal: its retention days after the day it ends (its
 * end date, else its event date), from the end of that day in UTC — the same rule as core's
 * retentionDueAt, written in SQL so the database picks the Thons.
 */
const dueAt = sql`((coalesce(${events.endDate}, ${events.eventDate}) + 1 + ${events.retentionDays})::timestamp at time zone 'UTC')`;

/** Thons whose retention has passed, or whose data the organiser closed early, not yet removed. */
export function findThonsDueForRemoval(db: Executor, now: Date) {
  return db
    .select({
      id: events.id,
      eventCode: events.eventCode,
      closedEarly: sql<boolean>`${events.dataClosedAt} is not null`,
    })
    .from(events)
    .where(
      and(
        isNull(events.personalDataRemovedAt),
        or(sql`${events.dataClosedAt} is not null`, sql`${dueAt} <= ${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(events.createdAt));
}
