import { and, type Executor, eq, isNotNull, isNull, ne, schema, sql } from '@pledgethon/db';
import { pledgedCents, sumOf } from '../features/raised/raised';

const { eventDayTotals, eventTotals, events, participants, pledges, results, teamTotals, teams } = schema;

const n = (value: unknown) => Number(value ?? 0);
const listed = and(eq(pledges.participantId, participants.id), ne(pledges.status, 'cancelled'));

/**
 * A Thon's totals counted afresh from its pledges by the definition of raised (pledgedCents, decision
 * 041), in the shape keptTotals answers them, so a test compares the two whole.
 */
export async function freshTotals(db: Executor, eventId: string) {
  const perParticipant = await db
    .select({
      id: participants.id,
      raised: sumOf(pledgedCents),
      pledges: sql<number>`count(${pledges.id})`.mapWith(Number),
    })
    .from(participants)
    .leftJoin(pledges, listed)
    .where(eq(participants.eventId, eventId))
    .groupBy(participants.id)
    .orderBy(participants.id);
  const [thon] = await db
    .select({
      raised:
        sql<number>`(select ${sumOf(pledgedCents)} from ${pledges} where ${pledges.eventId} = ${eventId} and ${pledges.status} <> 'cancelled')`.mapWith(
          Number,
        ),
    })
    .from(events)
    .where(eq(events.id, eventId));
  const listedParticipants = await db
    .select({
      id: participants.id,
      teamId: participants.teamId,
      goal: participants.goalCents,
      raised: sumOf(pledgedCents),
      pledges: sql<number>`count(${pledges.id})`.mapWith(Number),
    })
    .from(participants)
    .leftJoin(pledges, listed)
    .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)))
    .groupBy(participants.id);
  const add = (rows: typeof listedParticipants) => ({
    participants: rows.length,
    goal: rows.reduce((sum, row) => sum + row.goal, 0),
    raised: rows.reduce((sum, row) => sum + row.raised, 0),
    pledges: rows.reduce((sum, row) => sum + row.pledges, 0),
  });
  const resultRows = await db
    .select({ units: results.units })
    .from(results)
    .innerJoin(participants, eq(participants.id, results.participantId))
    .where(eq(participants.eventId, eventId));
  const teamIds = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.eventId, eventId))
    .orderBy(teams.id);
  const day = sql<string>`to_char(timezone(${events.timeZone}, ${pledges.createdAt}), 'YYYY-MM-DD')`;
  const days = await db
    .select({ day, raised: sumOf(pledgedCents), pledges: sql<number>`count(*)`.mapWith(Number) })
    .from(pledges)
    .innerJoin(participants, listed)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)))
    .groupBy(day)
    .orderBy(day);
  const teamDays = await db
    .select({
      teamId: participants.teamId,
      day,
      raised: sumOf(pledgedCents),
      pledges: sql<number>`count(*)`.mapWith(Number),
    })
    .from(pledges)
    .innerJoin(participants, listed)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(
      and(eq(participants.eventId, eventId), isNull(participants.removedAt), isNotNull(participants.teamId)),
    )
    .groupBy(participants.teamId, day)
    .orderBy(participants.teamId, day);
  return {
    participants: perParticipant,
    thon: {
      ...(({ raised, ...rest }) => ({ raised: thon?.raised ?? 0, participantRaised: raised, ...rest }))(
        add(listedParticipants),
      ),
      results: resultRows.length,
      resultUnits: resultRows.reduce((sum, row) => sum + row.units, 0),
    },
    teams: teamIds.map(({ id }) => ({ id, ...add(listedParticipants.filter((row) => row.teamId === id)) })),
    days,
    teamDays,
  };
}

/** The totals the database keeps for a Thon (decision 136); a missing row is zeros. */
export async function keptTotals(
  db: Executor,
  eventId: string,
): Promise<Awaited<ReturnType<typeof freshTotals>>> {
  const perParticipant = await db
    .select({ id: participants.id, raised: participants.raisedCents, pledges: participants.pledgeCount })
    .from(participants)
    .where(eq(participants.eventId, eventId))
    .orderBy(participants.id);
  const [thon] = await db.select().from(eventTotals).where(eq(eventTotals.eventId, eventId));
  const teamRows = await db
    .select({ id: teams.id, kept: teamTotals })
    .from(teams)
    .leftJoin(teamTotals, eq(teamTotals.teamId, teams.id))
    .where(eq(teams.eventId, eventId))
    .orderBy(teams.id);
  const days = await db
    .select({
      day: sql<string>`to_char(${eventDayTotals.day}, 'YYYY-MM-DD')`,
      raised: sql<number>`sum(${eventDayTotals.raisedCents})`.mapWith(Number),
      pledges: sql<number>`sum(${eventDayTotals.pledgeCount})`.mapWith(Number),
    })
    .from(eventDayTotals)
    .where(eq(eventDayTotals.eventId, eventId))
    .groupBy(eventDayTotals.day)
    // A day whose pledges all went counts nothing; the fresh count has no row for it.
    .having(sql`(sum(${eventDayTotals.pledgeCount}) <> 0 or sum(${eventDayTotals.raisedCents}) <> 0)`)
    .orderBy(eventDayTotals.day);
  const teamDays = await db
    .select({
      teamId: eventDayTotals.teamId,
      day: sql<string>`to_char(${eventDayTotals.day}, 'YYYY-MM-DD')`,
      raised: eventDayTotals.raisedCents,
      pledges: eventDayTotals.pledgeCount,
    })
    .from(eventDayTotals)
    .where(
      and(
        eq(eventDayTotals.eventId, eventId),
        isNotNull(eventDayTotals.teamId),
        sql`(${eventDayTotals.pledgeCount} <> 0 or ${eventDayTotals.raisedCents} <> 0)`,
      ),
    )
    .orderBy(eventDayTotals.teamId, eventDayTotals.day);
  return {
    participants: perParticipant,
    thon: {
      raised: n(thon?.raisedCents),
      participantRaised: n(thon?.participantRaisedCents),
      participants: n(thon?.participantCount),
      goal: n(thon?.participantGoalCents),
      pledges: n(thon?.participantPledgeCount),
      results: n(thon?.resultCount),
      resultUnits: n(thon?.resultUnits),
    },
    teams: teamRows.map(({ id, kept }) => ({
      id,
      participants: n(kept?.participantCount),
      goal: n(kept?.participantGoalCents),
      raised: n(kept?.raisedCents),
      pledges: n(kept?.pledgeCount),
    })),
    days,
    teamDays,
  };
}
