import { messages } from '@pledgethon/core';
import type { ThonReach } from '../thons/thon-reach';
import type { CheckedRow } from './check-import-rows';

/**
 * A row of the file with its team (undefined: a team the import creates) and whether the Thon already
 * has that participant.
 */
export type PlacedRow = CheckedRow & { teamId: string | null | undefined; alreadyPresent: boolean };

/** Teams of the Thon by lower-cased name. */
export type TeamsByName = Map<string, string>;

/**
 * Keeps a teacher's or team leader's import inside their class or team: a teacher's rows join their
 * class and may name only teams the Thon has; a team leader's rows join their team and may name no
 * other. Those who reach the whole Thon place rows as the file says, and its new teams are created.
 */
export function placeWithinReach(
  rows: CheckedRow[],
  reach: ThonReach['participants'],
  teams: TeamsByName,
): CheckedRow[] {
  if (reach.kind === 'all') return rows;
  return rows.map((row) => {
    if (row.problem) return row;
    if (reach.kind === 'class') {
      if (row.teacherUserId && row.teacherUserId !== reach.teacherUserId) {
        return { ...row, problem: messages.importOtherClass };
      }
      if (row.team && !teams.has(row.team.toLowerCase()))
        return { ...row, problem: messages.importUnknownTeam };
      return { ...row, teacherUserId: reach.teacherUserId };
    }
    if (row.team && teams.get(row.team.toLowerCase()) !== reach.teamId) {
      return { ...row, problem: messages.importOtherTeam };
    }
    return row;
  });
}

/** What makes two participants of a Thon the same child (decision 044). */
export function participantKey(participant: {
  firstName: string;
  lastName: string;
  teamId: string | null;
  teacherUserId: string | null;
}) {
  const name = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return [
    name(participant.firstName),
    name(participant.lastName),
    participant.teamId ?? '',
    participant.teacherUserId ?? '',
  ].join('\u0000');
}

/**
 * Gives each row its team (a row without one joins `defaultTeamId`: a team leader's own team) and
 * marks the good rows that name a participant the Thon already has (same first and last name, team
 * and teacher), so a corrected file adds only what the first one lacked.
 */
export function markAlreadyPresent(
  rows: CheckedRow[],
  {
    teams,
    present,
    defaultTeamId,
  }: { teams: TeamsByName; present: Set<string>; defaultTeamId: string | null },
): PlacedRow[] {
  return rows.map((row) => {
    const teamId = row.team ? teams.get(row.team.toLowerCase()) : defaultTeamId;
    // A team the Thon does not have yet has nobody on it.
    const alreadyPresent =
      !row.problem && teamId !== undefined && present.has(participantKey({ ...row, teamId }));
    return { ...row, teamId, alreadyPresent };
  });
}
