import { and, asc, desc, type Executor, eq, gte, lt, ne, type SQL, schema, sql } from '@pledgethon/db';
import { collectedPayment, keptCents } from '../raised/raised';
import { participantsInReach, type ParticipantReach as Reach } from './dashboard-scope';
import { scopeTotals } from './scope-totals.queries';

const { events, participants, pledges, payments, teams } = schema;

const count = () => sql<number>`count(*)`.mapWith(Number);
const standing = ne(pledges.status, 'cancelled');

/**
 * The Thon's facts and the totals of the participants in reach, in one statement, from the totals the
 * database keeps (decision 136). The whole Thon adds the payments of no participant (bulk payments) to
 * collected, which a class or a team cannot claim.
 */
export async function findDashboardTotals(db: Executor, reach: Reach) {
  const eventId = reach.event.id;
  const collectedWhere =
    reach.participants.kind === 'all'
      ? and(eq(payments.eventId, eventId), collectedPayment)
      : and(
          sql`${payments.participantId} in ${db.select({ id: participants.id }).from(participants).where(participantsInReach(reach))}`,
          collectedPayment,
        );
  const [row] = await db
    .select({
      name: events.name,
      eventCode: events.eventCode,
      eventDate: events.eventDate,
      unitNamePlural: events.unitNamePlural,
      eventGoalCents: events.goalCents,
      ...scopeTotals(reach),
      collectedCents:
        sql<number>`(select coalesce(sum(${keptCents}), 0) from ${payments} where ${collectedWhere})`.mapWith(
          Number,
        ),
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export type ParticipantFilter = {
  search?: string | undefined;
  teamId?: string | undefined;
  progress?: 'all' | 'reached' | 'below';
};

// A search is taken as typed: its % and _ are letters, not wildcards.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function filtered(scope: SQL, filter: ParticipantFilter) {
  const search = filter.search?.trim();
  return and(
    scope,
    search
      ? sql`(${participants.firstName} || ' ' || ${participants.lastName}) ilike ${containing(search)}`
      : undefined,
    filter.teamId ? eq(participants.teamId, filter.teamId) : undefined,
    filter.progress === 'reached'
      ? gte(participants.raisedCents, participants.goalCents)
      : filter.progress === 'below'
        ? lt(participants.raisedCents, participants.goalCents)
        : undefined,
  );
}

/**
 * Participants in scope with what they raised, filtered, ordered and paged. Each order is an index's
 * (decision 136), so a page reads its own rows and stops, in a Thon of any size.
 */
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
  const ordering =
    order === 'raised'
      ? [desc(participants.raisedCents), asc(participants.lastName), asc(participants.id)]
      : [asc(participants.lastName), asc(participants.firstName), asc(participants.id)];
  return db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamName: teams.name,
      goalCents: participants.goalCents,
      raisedCents: participants.raisedCents,
      pledgeCount: participants.pledgeCount,
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(filtered(scope, filter))
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
}

/** How many participants in reach a filter keeps; with none, the kept count of the reach. */
export async function countParticipants(db: Executor, reach: Reach, filter: ParticipantFilter) {
  const unfiltered = !filter.search?.trim() && !filter.teamId && (filter.progress ?? 'all') === 'all';
  const [row] = unfiltered
    ? await db
        .select({ n: scopeTotals(reach).participantCount })
        .from(events)
        .where(eq(events.id, reach.event.id))
    : await db
        .select({ n: count() })
        .from(participants)
        .where(filtered(participantsInReach(reach), filter));
  return row?.n ?? 0;
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
