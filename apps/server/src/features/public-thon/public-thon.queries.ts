import { MAX_TEAM_LEADERBOARD_ENTRIES, PAGE_SIZE } from '@pledgethon/core';
import { and, asc, desc, type Executor, eq, isNull, or, type SQL, schema, sql } from '@pledgethon/db';
import { findParticipantTotals } from '../dashboard/dashboard.queries';
import { findTeamTotals } from '../dashboard/scope-totals.queries';
import { eventRaisedCents } from '../raised/raised';

const { eventTotals, events, franchisees, organizations, participants, sponsorUpdates, teams } = schema;

// Event codes are kept as typed and unique without regard to case.
const eventCodeIs = (eventCode: string) => sql`lower(${events.eventCode}) = lower(${eventCode})`;

/** The Thon's public facts by event code, with its organisation and franchisee (for the money split). */
export async function findPublicEventFacts(db: Executor, eventCode: string) {
  const [event] = await db
    .select({
      id: events.id,
      eventCode: events.eventCode,
      name: events.name,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      organizationName: organizations.name,
      unitName: events.unitName,
      unitNamePlural: events.unitNamePlural,
      goalCents: events.goalCents,
      raisedCents: eventRaisedCents(events.id),
      participantCount: sql<number>`coalesce((
        select ${eventTotals.participantCount} from ${eventTotals} where ${eventTotals.eventId} = ${events.id}
      ), 0)`.mapWith(Number),
      fundsGoTo: events.fundsGoTo,
      flatDonationsOnly: events.flatDonationsOnly,
      status: events.status,
      ranksParticipants: events.publicParticipantRanking,
      franchiseeName: franchisees.name,
      commissionBasisPoints: franchisees.commissionBasisPoints,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .leftJoin(franchisees, eq(franchisees.id, events.franchiseeId))
    .where(eventCodeIs(eventCode))
    .limit(1);
  return event;
}

const inThon = (eventId: string): SQL =>
  and(eq(participants.eventId, eventId), isNull(participants.removedAt)) as SQL;

/** The teams that raised the most, at most the leaderboard's size. */
export function findTeamLeaderboard(db: Executor, { eventId }: { eventId: string }) {
  return findTeamTotals(db, { event: { id: eventId }, participants: { kind: 'all' } }).limit(
    MAX_TEAM_LEADERBOARD_ENTRIES,
  );
}

/** The participants who raised the most: only for a Thon whose organiser turned ranking on. */
export function findTopParticipants(db: Executor, { eventId }: { eventId: string }) {
  return findParticipantTotals(db, { scope: inThon(eventId), order: 'raised', limit: PAGE_SIZE });
}

const publicParticipantColumns = {
  id: participants.id,
  firstName: participants.firstName,
  lastName: participants.lastName,
  publicFullNameOptIn: participants.publicFullNameOptIn,
  teamName: teams.name,
  goalCents: participants.goalCents,
};

/** The public names of top participants need their parents' choice too. */
export async function findNameChoices(db: Executor, participantIds: string[]) {
  if (participantIds.length === 0) return new Map<string, boolean>();
  const rows = await db
    .select({ id: participants.id, fullName: participants.publicFullNameOptIn })
    .from(participants)
    .where(sql`${participants.id} in ${participantIds}`);
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** A participant of the Thon with this code, with what they raised; removed participants are not found. */
export async function findPublicParticipant(
  db: Executor,
  { eventId, participantId }: { eventId: string; participantId: string },
) {
  const [row] = await db
    .select({
      ...publicParticipantColumns,
      // The photo is named only while the parent's consent to show it stands.
      photoName: sql<
        string | null
      >`case when ${participants.publicPhotoOptIn} then ${participants.photoName} end`,
      raisedCents: participants.raisedCents,
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(and(inThon(eventId), eq(participants.id, participantId)))
    .limit(1);
  return row;
}

/** One page of the Thon's sponsor updates, newest first; with a participant, theirs too. */
export async function findSponsorUpdatePage(
  db: Executor,
  { eventId, participantId, page }: { eventId: string; participantId?: string | undefined; page: number },
) {
  const shown = and(
    eq(sponsorUpdates.eventId, eventId),
    participantId
      ? or(isNull(sponsorUpdates.participantId), eq(sponsorUpdates.participantId, participantId))
      : isNull(sponsorUpdates.participantId),
  );
  const rows = await db
    .select({
      id: sponsorUpdates.id,
      message: sponsorUpdates.message,
      participantId: sponsorUpdates.participantId,
      createdAt: sponsorUpdates.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sponsorUpdates)
    .where(shown)
    .orderBy(desc(sponsorUpdates.createdAt), asc(sponsorUpdates.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  // A page past the end has no rows to carry the total; it is then counted on its own.
  const total =
    rows[0]?.total ??
    (page === 1
      ? 0
      : ((
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(sponsorUpdates)
            .where(shown)
        )[0]?.n ?? 0));
  return { rows, total };
}
