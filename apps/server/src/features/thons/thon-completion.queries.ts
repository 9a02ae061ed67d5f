import { and, asc, type Executor, eq, isNull, ne, or, schema, sql } from '@pledgethon/db';

const { events, participants, pledges, results } = schema;

const standingPerUnit = and(eq(pledges.kind, 'per_unit'), ne(pledges.status, 'cancelled'));

const withoutResult = (eventId: string) =>
  and(
    eq(participants.eventId, eventId),
    sql`not exists (select 1 from ${results} where ${results.participantId} = ${participants.id})`,
  );

/**
 * The Thon's participants without a result, each with the per-unit pledges that would count no units
 * for want of one. A participant removed from the lists counts only while such pledges stand on them;
 * in a Thon of flat donations only, results matter only to the per-unit pledges kept from before.
 */
export async function findParticipantsWithoutResults(
  db: Executor,
  { eventId, flatDonationsOnly }: { eventId: string; flatDonationsOnly: boolean },
) {
  const hasPerUnitPledges = sql`exists (select 1 from ${pledges} where ${pledges.participantId} = ${participants.id} and ${standingPerUnit})`;
  // One after the other: inside a transaction both run on one connection anyway.
  const listed = await db
    .select({ id: participants.id, firstName: participants.firstName, lastName: participants.lastName })
    .from(participants)
    .where(
      and(
        withoutResult(eventId),
        flatDonationsOnly ? hasPerUnitPledges : or(isNull(participants.removedAt), hasPerUnitPledges),
      ),
    )
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participants.id));
  if (listed.length === 0) return [];
  const perUnit = await db
    .select({
      id: pledges.id,
      participantId: participants.id,
      donorFirstName: pledges.donorFirstName,
      donorLastName: pledges.donorLastName,
      rateCents: pledges.rateCents,
      maxCents: pledges.maxCents,
    })
    .from(pledges)
    .innerJoin(participants, eq(participants.id, pledges.participantId))
    .where(and(withoutResult(eventId), standingPerUnit))
    .orderBy(asc(pledges.createdAt), asc(pledges.id));
  const pledgesOf = new Map<string, typeof perUnit>();
  for (const pledge of perUnit) {
    const own = pledgesOf.get(pledge.participantId);
    if (own) own.push(pledge);
    else pledgesOf.set(pledge.participantId, [pledge]);
  }
  return listed.map((participant) => ({
    ...participant,
    perUnitPledges: pledgesOf.get(participant.id) ?? [],
  }));
}

/** What deciding whether a completion needs confirming takes of the Thon. */
export async function findCompletionFacts(db: Executor, { eventId }: { eventId: string }) {
  const [event] = await db
    .select({
      status: events.status,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      flatDonationsOnly: events.flatDonationsOnly,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event;
}
