import { and, asc, desc, type Executor, eq, gt, isNotNull, ne, type SQL, schema, sql } from '@pledgethon/db';
import { participantsInReach, type ParticipantReach as Reach } from './dashboard-scope';

const { eventDayTotals, eventTotals, events, participants, pledges, teamTotals, teams } = schema;

const count = () => sql<number>`count(*)`.mapWith(Number);
const number = (value: SQL) => sql<number>`coalesce(${value}, 0)`.mapWith(Number);

/**
 * The participants in reach: how many, their goals, what their standing pledges count and how many
 * there are. A Thon and a team read the totals the database keeps (decision 136); a class, a few
 * dozen children, adds up its participants' own kept totals.
 */
export function scopeTotals(reach: Reach) {
  const scope = reach.participants;
  if (scope.kind === 'all') {
    const kept = (column: keyof typeof eventTotals.$inferSelect) =>
      number(
        sql`(select ${eventTotals[column]} from ${eventTotals} where ${eventTotals.eventId} = ${reach.event.id})`,
      );
    return {
      participantCount: kept('participantCount'),
      participantGoalCents: kept('participantGoalCents'),
      pledgedCents: kept('participantRaisedCents'),
      pledgeCount: kept('participantPledgeCount'),
    };
  }
  if (scope.kind === 'team') {
    const kept = (column: keyof typeof teamTotals.$inferSelect) =>
      number(
        sql`(select ${teamTotals[column]} from ${teamTotals} where ${teamTotals.teamId} = ${scope.teamId})`,
      );
    return {
      participantCount: kept('participantCount'),
      participantGoalCents: kept('participantGoalCents'),
      pledgedCents: kept('raisedCents'),
      pledgeCount: kept('pledgeCount'),
    };
  }
  const inClass = participantsInReach(reach);
  const added = (value: SQL) => number(sql`(select ${value} from ${participants} where ${inClass})`);
  return {
    participantCount: added(sql`count(*)`),
    participantGoalCents: added(sql`sum(${participants.goalCents})`),
    pledgedCents: added(sql`sum(${participants.raisedCents})`),
    pledgeCount: added(sql`sum(${participants.pledgeCount})`),
  };
}

/** What the standing pledges in reach made on each day (in the Thon's time zone) count for, oldest first. */
export function findPledgesByDay(db: Executor, reach: Reach) {
  const scope = reach.participants;
  if (scope.kind !== 'class') {
    // The Thon's chart adds up its teams' rows of each day: a few dozen rows, whatever its size.
    const pledgeCount = sql<number>`sum(${eventDayTotals.pledgeCount})`.mapWith(Number);
    return db
      .select({
        day: sql<string>`to_char(${eventDayTotals.day}, 'YYYY-MM-DD')`,
        pledgedCents: sql<number>`sum(${eventDayTotals.raisedCents})`.mapWith(Number),
        count: pledgeCount,
      })
      .from(eventDayTotals)
      .where(
        and(
          eq(eventDayTotals.eventId, reach.event.id),
          scope.kind === 'team' ? eq(eventDayTotals.teamId, scope.teamId) : undefined,
        ),
      )
      .groupBy(eventDayTotals.day)
      .having(gt(pledgeCount, 0))
      .orderBy(asc(eventDayTotals.day));
  }
  // A class, a few dozen children: its own participants' pledges, each with the count the database keeps.
  const day = sql<string>`to_char(timezone(${events.timeZone}, ${pledges.createdAt}), 'YYYY-MM-DD')`;
  return db
    .select({ day, pledgedCents: sql<number>`sum(${pledges.countedCents})`.mapWith(Number), count: count() })
    .from(pledges)
    .innerJoin(participants, eq(participants.id, pledges.participantId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(ne(pledges.status, 'cancelled'), participantsInReach(reach)))
    .groupBy(day)
    .orderBy(asc(day));
}

const teamColumns = { id: teams.id, name: teams.name };

/** Every team with participants in reach, the most raised first. */
export function findTeamTotals(db: Executor, reach: Reach) {
  const scope = reach.participants;
  if (scope.kind === 'class') {
    const raisedCents = sql<number>`sum(${participants.raisedCents})`.mapWith(Number);
    return db
      .select({ ...teamColumns, participantCount: count(), raisedCents })
      .from(participants)
      .innerJoin(teams, eq(teams.id, participants.teamId))
      .where(and(participantsInReach(reach), isNotNull(participants.teamId)))
      .groupBy(teams.id, teams.name)
      .orderBy(desc(raisedCents), asc(teams.name));
  }
  return db
    .select({
      ...teamColumns,
      participantCount: teamTotals.participantCount,
      raisedCents: teamTotals.raisedCents,
    })
    .from(teams)
    .innerJoin(teamTotals, eq(teamTotals.teamId, teams.id))
    .where(
      and(
        eq(teams.eventId, reach.event.id),
        scope.kind === 'team' ? eq(teams.id, scope.teamId) : undefined,
        gt(teamTotals.participantCount, 0),
      ),
    )
    .orderBy(desc(teamTotals.raisedCents), asc(teams.name));
}
