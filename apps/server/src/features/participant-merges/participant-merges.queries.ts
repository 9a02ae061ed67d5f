import { alias, and, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';
import { looseNameColumn } from '../participants/loose-name';

const { lapScans, parentParticipants, participants, pledges, results, teams } = schema;

/** What a side of a pair carries, so the organiser sees which record the school's work is on. */
type ParticipantRecord = ReturnType<typeof alias<typeof participants, string>>;
type Team = ReturnType<typeof alias<typeof teams, string>>;

const sideColumns = (row: ParticipantRecord, team: Team) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  teamName: team.name,
  accessCode: row.accessCode,
  pledges: sql<number>`(select count(*) from ${pledges} where ${pledges.participantId} = ${row.id})`.mapWith(
    Number,
  ),
  parents:
    sql<number>`(select count(*) from ${parentParticipants} where ${parentParticipants.participantId} = ${row.id})`.mapWith(
      Number,
    ),
  hasResults: sql<boolean>`(exists (select 1 from ${results} where ${results.participantId} = ${row.id})
    or exists (select 1 from ${lapScans} where ${lapScans.participantId} = ${row.id}))`,
});

/** Pairs of the Thon's participants still in it whose names match loosely, the older record first. */
export async function findDuplicatePairs(db: Executor, { eventId }: { eventId: string }) {
  const first = alias(participants, 'first_record');
  const second = alias(participants, 'second_record');
  const firstTeam = alias(teams, 'first_team');
  const secondTeam = alias(teams, 'second_team');
  return db
    .select({ first: sideColumns(first, firstTeam), second: sideColumns(second, secondTeam) })
    .from(first)
    .innerJoin(
      second,
      and(
        eq(second.eventId, first.eventId),
        sql`(${first.createdAt}, ${first.id}) < (${second.createdAt}, ${second.id})`,
        sql`${looseNameColumn(first.firstName)} = ${looseNameColumn(second.firstName)}`,
        sql`${looseNameColumn(first.lastName)} = ${looseNameColumn(second.lastName)}`,
        isNull(second.removedAt),
      ),
    )
    .leftJoin(firstTeam, eq(firstTeam.id, first.teamId))
    .leftJoin(secondTeam, eq(secondTeam.id, second.teamId))
    .where(and(eq(first.eventId, eventId), isNull(first.removedAt)))
    .orderBy(first.lastName, first.firstName, first.createdAt);
}

/** The two participants, when both are in this Thon and still in it; held until the merge ends. */
export function lockMergePair(db: Executor, { eventId, ids }: { eventId: string; ids: [string, string] }) {
  return db
    .select({
      id: participants.id,
      // Spelt out: in a query of one table Drizzle leaves the column's table unnamed, and inside the
      // subquery "id" would then be the subquery's own.
      hasResults: sql<boolean>`(exists (select 1 from ${results} where ${results.participantId} = "participants"."id")
        or exists (select 1 from ${lapScans} where ${lapScans.participantId} = "participants"."id"))`,
    })
    .from(participants)
    .where(
      and(
        eq(participants.eventId, eventId),
        isNull(participants.removedAt),
        sql`${participants.id} in (${ids[0]}, ${ids[1]})`,
      ),
    )
    .for('update');
}
