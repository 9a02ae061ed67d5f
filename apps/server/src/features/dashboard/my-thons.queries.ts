import { desc, type Executor, exists, schema } from '@pledgethon/db';
import { grantReachesThon } from '../thons/thon-reach.queries';

const { events, userRoles } = schema;

/** The Thons a user reaches through a grant (every Thon for `all`), newest event date first. */
export function findReachableThons(db: Executor, who: { userId: string } | { all: true }) {
  return db
    .select({
      id: events.id,
      name: events.name,
      eventCode: events.eventCode,
      eventDate: events.eventDate,
      status: events.status,
    })
    .from(events)
    .where(
      'all' in who
        ? undefined
        : exists(db.select({ id: userRoles.id }).from(userRoles).where(grantReachesThon(who.userId))),
    )
    .orderBy(desc(events.eventDate), desc(events.createdAt));
}
