import { and, asc, desc, type Executor, eq, isNotNull, ne, type SQL, schema, sql } from '@pledgethon/db';
import { collectedPayment, keptCents, pledgedCents, sumOf } from '../raised/raised';

const { events, participants, pledges, payments, teams } = schema;

const count = () => sql<number>`count(*)`.mapWith(Number);
const standing = ne(pledges.status, 'cancelled');

/**
 * The Thon's facts and totals for the participants in scope, in one statement. `wholeThon` adds the
 * payments of no participant (bulk payments) to collected, which a class or a team cannot claim.
 */
export async function findDashboardTotals(
  db: Executor,
  { eventId, scope, wholeThon }: { eventId: string; scope: SQL; wholeThon: boolean },
) {
  const inScope = db.select({ id: participants.id }).from(participants).where(scope);
  const collectedWhere = wholeThon
    ? and(eq(payments.eventId, eventId), collectedPayment)
    : and(sql`${payments.participantId} in ${inScope}`, collectedPayment);
  const [row] = await db
    .select({
      name: events.name,
      eventCode: events.eventCode,
      eventDate: events.eventDate,
      unitNamePlural: events.unitNamePlural,
      eventGoalCents: events.goalCents,
      participantCount: sql<number>`(select count(*) from ${participants} where ${scope})`.mapWith(Number),
      participantGoalCents:
        sql<number>`(select coalesce(sum(${participants.goalCents}), 0) from ${participants} where ${scope})`.mapWith(
          Number,
        ),
      pledgedCents:
        sql<number>`(select ${sumOf(pledgedCents)} from ${pledges} where ${standing} and ${pledges.participantId} in ${inScope})`.mapWith(
          Number,
        ),
      pledgeCount:
        sql<number>`(select count(*) from ${pledges} where ${standing} and ${pledges.participantId} in ${inScope})`.mapWith(
          Number,
        ),
      collectedCents:
        sql<number>`(select coalesce(sum(${keptCents}), 0) from ${payments} where ${collectedWhere})`.mapWith(
          Number,
        ),
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** What the pledges made on each day (in the Thon's time zone) count for, oldest day first. */
export function findPledgesByDay(db: Executor, { scope }: { scope: SQL }) {
  const day = sql<string>`to_char(timezone(${events.timeZone}, ${pledges.createdAt}), 'YYYY-MM-DD')`;
  return db
    .select({ day, pledgedCents: sumOf(pledgedCents), count: count() })
    .from(pledges)
    .innerJoin(participants, eq(participants.id, pledges.participantId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(standing, scope))
    .groupBy(day)
    .orderBy(asc(day));
}

// The participants' standing pledges, joined to them. Totals are summed over this join in one
// aggregate: a grouped subquery joined to participants was run again for every participant whenever
// the planner guessed a single row (PGlite never gathers statistics), 22,000 pledge rows for 168.
const standingPledgeOfParticipant = and(eq(pledges.participantId, participants.id), standing);

/** Every team with participants in scope, the most raised first. */
export function findTeamTotals(db: Executor, { scope }: { scope: SQL }) {
  const raisedCents = sumOf(pledgedCents);
  return db
    .select({
      id: teams.id,
      name: teams.name,
      participantCount: sql<number>`count(distinct ${participants.id})`.mapWith(Number),
      raisedCents,
    })
    .from(participants)
    .innerJoin(teams, eq(teams.id, participants.teamId))
    .leftJoin(pledges, standingPledgeOfParticipant)
    .where(and(scope, isNotNull(participants.teamId)))
    .groupBy(teams.id, teams.name)
    .orderBy(desc(raisedCents), asc(teams.name));
}

export type ParticipantFilter = {
  search?: string | undefined;
  teamId?: string | undefined;
  progress?: 'all' | 'reached' | 'below';
};

// A search is taken as typed: its % and _ are letters, not wildcards.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Participants in scope with what they raised, filtered, ordered and paged. */
export function findParticipantTotals(
  db: Executor,
  {
    scope,
    filter = {},
    order,
    limit,
    offset = 0,
  }: { scope: SQL; filter?: ParticipantFilter; order: 'raised' | 'name'; limit: number; offset?: number },
) {
  const raisedCents = sumOf(pledgedCents);
  const ordering =
    order === 'raised'
      ? [desc(raisedCents), asc(participants.lastName), asc(participants.id)]
      : [asc(participants.lastName), asc(participants.firstName), asc(participants.id)];
  const search = filter.search?.trim();
  return db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamName: teams.name,
      goalCents: participants.goalCents,
      raisedCents,
      pledgeCount: sql<number>`count(${pledges.id})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .leftJoin(pledges, standingPledgeOfParticipant)
    .where(
      and(
        scope,
        search
          ? sql`(${participants.firstName} || ' ' || ${participants.lastName}) ilike ${containing(search)}`
          : undefined,
        filter.teamId ? eq(participants.teamId, filter.teamId) : undefined,
      ),
    )
    .groupBy(participants.id, teams.id)
    .having(
      filter.progress === 'reached'
        ? sql`${raisedCents} >= ${participants.goalCents}`
        : filter.progress === 'below'
          ? sql`${raisedCents} < ${participants.goalCents}`
          : undefined,
    )
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
}

/** The newest standing pledges on participants in scope. */
export function findRecentPledges(
  db: Executor,
  { scope, limit, offset }: { scope: SQL; limit: number; offset: number },
) {
  return db
    .select({
      id: pledges.id,
      donorFirstName: pledges.donorFirstName,
      donorLastName: pledges.donorLastName,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      kind: pledges.kind,
      amountCents: sql<number>`coalesce(${pledges.amountCents}, ${pledges.rateCents})`.mapWith(Number),
      createdAt: pledges.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(pledges)
    .innerJoin(participants, eq(participants.id, pledges.participantId))
    .where(and(standing, scope))
    .orderBy(desc(pledges.createdAt), desc(pledges.id))
    .limit(limit)
    .offset(offset);
}
