import type { ThonEvent, ThonOrganization } from '@pledgethon/contracts';
import { and, asc, type Executor, eq, schema, sql } from '@pledgethon/db';
import { eventColumns, organizationColumns } from './thon-setup.queries';

const { chargeRequests, events, organizations, participants, pledges, reminderSettings } = schema;

export async function findThonCode(db: Executor, { eventId }: { eventId: string }) {
  const [event] = await db
    .select({ eventCode: events.eventCode })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event?.eventCode;
}

export async function findEventIdByCode(db: Executor, { eventCode }: { eventCode: string }) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(sql`lower(${events.eventCode}) = lower(${eventCode})`)
    .limit(1);
  return event?.id;
}

/** Everything the wizard set, with what the settings page shows beside it, in one query. */
export async function findThonSettings(db: Executor, { eventId }: { eventId: string }) {
  const [row] = await db
    .select({
      event: events,
      organization: organizations,
      perUnitPledges: sql<number>`(select count(*)::int from ${pledges} where ${pledges.eventId} = ${events.id} and ${pledges.kind} = 'per_unit')`,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

export async function findScheduledReminders(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({
      key: reminderSettings.key,
      days: reminderSettings.days,
      time: reminderSettings.time,
      timeZone: reminderSettings.timeZone,
      enabled: reminderSettings.enabled,
    })
    .from(reminderSettings)
    .where(and(eq(reminderSettings.eventId, eventId), sql`${reminderSettings.days} is not null`))
    .orderBy(asc(reminderSettings.days), asc(reminderSettings.key));
}

export async function updateThon(
  db: Executor,
  {
    eventId,
    organizationId,
    organization,
    event,
  }: { eventId: string; organizationId: string; organization: ThonOrganization; event: ThonEvent },
) {
  await db
    .update(organizations)
    .set(organizationColumns(organization))
    .where(eq(organizations.id, organizationId));
  await db.update(events).set(eventColumns(event)).where(eq(events.id, eventId));
}

/** Marks the Thon completed once; the first time also asks the pledge charging to run. */
export async function markThonCompleted(
  db: Executor,
  { eventId, userId }: { eventId: string; userId: string | null },
) {
  await db
    .update(events)
    .set({ status: 'completed', completedAt: new Date() })
    .where(and(eq(events.id, eventId), sql`${events.status} <> 'completed'`));
  await db
    .insert(chargeRequests)
    .values({ eventId, participantId: null, requestedByUserId: userId })
    .onConflictDoNothing();
}

/** The same for one participant of the Thon; false when the participant is not in it. */
export async function markParticipantCompleted(
  db: Executor,
  { eventId, participantId, userId }: { eventId: string; participantId: string; userId: string | null },
): Promise<boolean> {
  const [participant] = await db
    .select({ status: participants.status })
    .from(participants)
    .where(and(eq(participants.id, participantId), eq(participants.eventId, eventId)))
    .limit(1);
  if (!participant) return false;
  if (participant.status !== 'completed') {
    await db
      .update(participants)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(participants.id, participantId));
  }
  await db
    .insert(chargeRequests)
    .values({ eventId, participantId, requestedByUserId: userId })
    .onConflictDoNothing();
  return true;
}
