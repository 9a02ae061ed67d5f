import type { LiveBoard } from '@pledgethon/contracts';
import { MAX_TEAM_LEADERBOARD_ENTRIES, publicParticipantName, teamColor } from '@pledgethon/core';
import { type Executor, rowsOf, sql } from '@pledgethon/db';
import type { CountingThon } from './lap-counter.queries';
import { findLapCounts, findLapVersion, findRoster } from './lap-counter.queries';

/** Children on the big screen: enough to cheer for, few enough to read across a gym. */
const LIVE_TOP_PARTICIPANTS = 10;

/**
 * What the Thon's pledges come to at the live counts: flat gifts as given, per-unit pledges at each
 * participant's count, no more than the max units and the donor's own maximum (decision 041's rule,
 * with counts in place of recorded results).
 */
async function pledgedAtCounts(
  db: Executor,
  event: CountingThon,
  counts: readonly { participantId: string; count: number }[],
): Promise<number> {
  // The counts come from the guard (decision 099), which SQL does not repeat: they go in as one value.
  const laps = JSON.stringify(counts.map((row) => ({ participant_id: row.participantId, laps: row.count })));
  const result = await db.execute(sql`
    with counts as (select * from jsonb_to_recordset(${laps}::jsonb) as c(participant_id uuid, laps int))
    select coalesce(sum(case
      when p.kind = 'flat' then p.amount_cents::bigint
      else least(p.rate_cents::bigint * least(coalesce(c.laps, 0), ${event.maxUnits}), p.max_cents::bigint)
    end), 0) as cents
    from pledges p left join counts c on c.participant_id = p.participant_id
    where p.event_id = ${event.id} and p.status <> 'cancelled'`);
  return Number(rowsOf<{ cents: string | number }>(result)[0]?.cents ?? 0);
}

/** The big screen's board: totals, the top participants and the top teams (at most 4) by units. */
export async function buildLiveBoard(db: Executor, event: CountingThon): Promise<LiveBoard> {
  const version = await findLapVersion(db, { eventId: event.id });
  const [counts, roster] = await Promise.all([
    findLapCounts(db, { eventId: event.id, guardSeconds: event.guardSeconds }),
    findRoster(db, { eventId: event.id }),
  ]);
  const pledgedCents = await pledgedAtCounts(db, event, counts);
  const people = new Map(roster.participants.map((person) => [person.id, person]));
  const teamNames = new Map(
    roster.teams.map((team, position) => [team.id, { name: team.name, color: teamColor(position) }]),
  );
  const teamUnits = new Map<string, number>();
  let totalUnits = 0;
  const ranked = counts.flatMap((row) => {
    const person = people.get(row.participantId);
    if (!person) return [];
    const units = Math.min(row.count, event.maxUnits);
    totalUnits += units;
    if (person.teamId) teamUnits.set(person.teamId, (teamUnits.get(person.teamId) ?? 0) + units);
    return [{ person, units }];
  });
  ranked.sort((a, b) => b.units - a.units || a.person.firstName.localeCompare(b.person.firstName));
  return {
    EventCode: event.eventCode,
    Name: event.name,
    UnitName: event.unitName,
    UnitNamePlural: event.unitNamePlural,
    TotalUnits: totalUnits,
    PledgedCents: pledgedCents,
    GoalCents: event.goalCents,
    TopParticipants: ranked.slice(0, LIVE_TOP_PARTICIPANTS).map(({ person, units }) => ({
      Name: publicParticipantName(person.firstName, person.lastName, person.fullNameOptIn),
      TeamName: person.teamId ? (teamNames.get(person.teamId)?.name ?? null) : null,
      Units: units,
    })),
    TopTeams: [...teamUnits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_TEAM_LEADERBOARD_ENTRIES)
      .flatMap(([teamId, units]) => {
        const team = teamNames.get(teamId);
        return team ? [{ Name: team.name, Color: team.color, Units: units }] : [];
      }),
    Version: version,
  };
}
