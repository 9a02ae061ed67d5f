import { PAGE_SIZE } from '@pledgethon/core';
import {
  and,
  asc,
  desc,
  type Executor,
  eq,
  gte,
  lt,
  ne,
  rowsAsJson,
  type SQL,
  schema,
  sql,
} from '@pledgethon/db';
import { participantsInReach, type ParticipantReach as Reach } from './dashboard-scope';
import { findPledgesByDay, findTeamTotals, scopeTotals } from './scope-totals.queries';

const { eventTotals, events, participants, pledges, teams } = schema;

const count = () => sql<number>`count(*)`.mapWith(Number);
const standing = ne(pledges.status, 'cancelled');

/**
 * Everything the dashboard shows, in one statement: the Thon's facts and the totals of the
 * participants in reach, from the totals the database keeps (decisions 136, 141), with its chart, its
 * teams and its top participants as JSON lists, each planned as the statement it would be alone. The
 * whole Thon's collected includes the payments of no participant (bulk payments), which a class or a
 * team cannot claim: theirs adds up their children's own.
 */
export async function findDashboard(db: Executor, reach: Reach) {
  const collectedCents =
    reach.participants.kind === 'all'
      ? sql`(select ${eventTotals.collectedCents} from ${eventTotals} where ${eventTotals.eventId} = ${reach.event.id})`
      : sql`(select sum(${participants.collectedCents}) from ${participants} where ${participantsInReach(reach)})`;
  const top = findParticipantTotals(db, {
    scope: participantsInReach(reach),
    order: 'raised',
    limit: PAGE_SIZE,
  });
  const [row] = await db
    .select({
      name: events.name,
      eventCode: events.eventCode,
      eventDate: events.eventDate,
      unitNamePlural: events.unitNamePlural,
      eventGoalCents: events.goalCents,
      ...scopeTotals(reach),
      collectedCents: sql<number>`coalesce(${collectedCents}, 0)`.mapWith(Number),
      byDay: rowsAsJson(findPledgesByDay(db, reach)),
      teams: rowsAsJson(findTeamTotals(db, reach)),
      top: rowsAsJson(top),
    })
    .from(events)
    .where(eq(events.id, reach.event.id));
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

/** A count the database keeps for the participants in reach (decision 136). */
async function keptCount(db: Executor, reach: Reach, kept: 'participantCount' | 'pledgeCount') {
  const [row] = await db
    .select({ n: scopeTotals(reach)[kept] })
    .from(events)
    .where(eq(events.id, reach.event.id));
  return row?.n ?? 0;
}

/**
 * A page of the participants in reach, filtered, and how many the filter keeps (with none, the kept
 * count of the reach), in one statement: the page as a JSON list beside its total.
 */
export async function findParticipantsPage(
  db: Executor,
  reach: Reach,
  { filter, limit, offset }: { filter: ParticipantFilter; limit: number; offset: number },
) {
  const unfiltered = !filter.search?.trim() && !filter.teamId && (filter.progress ?? 'all') === 'all';
  const scope = participantsInReach(reach);
  const total = unfiltered
    ? scopeTotals(reach).participantCount
    : sql<number>`(${db.select({ n: count() }).from(participants).where(filtered(scope, filter))})`.mapWith(
        Number,
      );
  const page = findParticipantTotals(db, { scope, filter, order: 'name', limit, offset });
  const [row] = await db
    .select({ total, rows: rowsAsJson(page) })
    .from(events)
    .where(eq(events.id, reach.event.id));
  return row ?? { total: 0, rows: [] };
}

/** How many standing pledges the participants in reach have: the activity's total. */
export const countPledges = (db: Executor, reach: Reach) => keptCount(db, reach, 'pledgeCount');

/**
 * The newest standing pledges on participants in reach. The Thon's own pledges are read newest first
 * through its index, so a page stops after its rows instead of sorting the whole Thon.
 */
export function findRecentPledges(
  db: Executor,
  { reach, limit, offset }: { reach: Reach; limit: number; offset: number },
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
    })
    .from(pledges)
    .innerJoin(participants, eq(participants.id, pledges.participantId))
    .where(and(eq(pledges.eventId, reach.event.id), standing, participantsInReach(reach)))
    .orderBy(desc(pledges.createdAt), desc(pledges.id))
    .limit(limit)
    .offset(offset);
}
