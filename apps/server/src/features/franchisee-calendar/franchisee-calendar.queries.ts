import { and, asc, type Executor, eq, inArray, isNotNull, ne, type SQL, schema, sql } from '@pledgethon/db';

const { events, reminderSettings, shopOrders, userRoles } = schema;

/** Whose Thons a calendar shows: every Thon (super administrators) or the territory of a franchisee user. */
export type CalendarScope = { all: true } | { userId: string };

/** A Thon is in the caller's territory when its franchisee is one the caller works for. */
function inScope(scope: CalendarScope): SQL | undefined {
  if ('all' in scope) return undefined;
  return inArray(
    events.franchiseeId,
    sql`(select ${userRoles.franchiseeId} from ${userRoles} where ${userRoles.userId} = ${scope.userId}
      and ${userRoles.role} in ('franchisee_user', 'franchisee_team_leader'))`,
  );
}

// Calendar entries in one range are few (a territory runs a few Thons a month); this bounds the worst.
const MAX_ROWS = 1_000;

export async function findCalendarThons(
  db: Executor,
  { scope, from, to }: { scope: CalendarScope; from: string; to: string },
) {
  return db
    .select({ id: events.id, name: events.name, eventCode: events.eventCode, eventDate: events.eventDate })
    .from(events)
    .where(and(inScope(scope), sql`${events.eventDate} between ${from}::date and ${to}::date`))
    .orderBy(asc(events.eventDate), asc(events.name))
    .limit(MAX_ROWS);
}

/** Enabled reminders that go out on a day (ParticipantSMSShare has none), on the day they go out. */
export async function findCalendarReminders(
  db: Executor,
  { scope, from, to }: { scope: CalendarScope; from: string; to: string },
) {
  const sendDate = sql<string>`(${events.eventDate} + ${reminderSettings.days})::text`;
  return db
    .select({
      eventId: events.id,
      name: events.name,
      eventCode: events.eventCode,
      key: reminderSettings.key,
      time: reminderSettings.time,
      timeZone: reminderSettings.timeZone,
      date: sendDate,
    })
    .from(reminderSettings)
    .innerJoin(events, eq(events.id, reminderSettings.eventId))
    .where(
      and(
        inScope(scope),
        eq(reminderSettings.enabled, true),
        isNotNull(reminderSettings.days),
        sql`${events.eventDate} + ${reminderSettings.days} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(sendDate), asc(events.name))
    .limit(MAX_ROWS);
}

/** The territory's orders (not cancelled) on the day they are to be delivered. */
export async function findCalendarDeliveries(
  db: Executor,
  { scope, from, to }: { scope: CalendarScope; from: string; to: string },
) {
  return db
    .select({
      orderId: shopOrders.id,
      number: shopOrders.number,
      deliveryDate: shopOrders.deliveryDate,
      eventId: events.id,
      name: events.name,
      eventCode: events.eventCode,
    })
    .from(shopOrders)
    .innerJoin(events, eq(events.id, shopOrders.eventId))
    .where(
      and(
        inScope(scope),
        ne(shopOrders.status, 'cancelled'),
        sql`${shopOrders.deliveryDate} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(shopOrders.deliveryDate), asc(shopOrders.number))
    .limit(MAX_ROWS);
}
