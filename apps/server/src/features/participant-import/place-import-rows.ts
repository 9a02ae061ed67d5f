import { messages } from '@pledgethon/core';
import type { ThonReach } from '../thons/thon-reach';
import type { CheckedRow } from './check-import-rows';
import { COLUMN_LABELS } from './import-columns';
import { teacherNameKey } from './teacher-names';

/**
 * A row of the file with its team (undefined: a team the import creates), whether the Thon already
 * has that participant, and the earlier row of the file it repeats (decision 125).
 */
export type PlacedRow = CheckedRow & {
  teamId: string | null | undefined;
  alreadyPresent: boolean;
  repeatOf: number | null;
};

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
  const refuse = (row: CheckedRow, column: 'team' | 'teacher', problem: string) => ({
    ...row,
    problem,
    problemColumn: COLUMN_LABELS[column],
    problemValue: row[column],
  });
  return rows.map((row) => {
    if (row.problem) return row;
    if (reach.kind === 'class') {
      if (row.teacherUserId && row.teacherUserId !== reach.teacherUserId) {
        return refuse(row, 'teacher', messages.importOtherClass);
      }
      if (row.team && !teams.has(row.team.toLowerCase()))
        return refuse(row, 'team', messages.importUnknownTeam);
      return { ...row, teacherUserId: reach.teacherUserId };
    }
    if (row.team && teams.get(row.team.toLowerCase()) !== reach.teamId) {
      return refuse(row, 'team', messages.importOtherTeam);
    }
    return row;
  });
}

const loose = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** What makes two participants of a Thon the same child (decision 044). */
export function participantKey(participant: {
  firstName: string;
  lastName: string;
  teamId: string | null;
  teacherUserId: string | null;
}) {
  return [
    loose(participant.firstName),
    loose(participant.lastName),
    participant.teamId ?? '',
    participant.teacherUserId ?? '',
  ].join('\u0000');
}

/**
 * Gives each row its team (a row without one joins `defaultTeamId`: a team leader's own team) and
 * marks the good rows that name a participant the Thon already has (same first and last name, team
 * and teacher), so a corrected file adds only what the first one lacked. A child imported before
 * their teacher was known is the same child once the file's teacher is (decision 125).
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
      !row.problem &&
      teamId !== undefined &&
      (present.has(participantKey({ ...row, teamId })) ||
        present.has(participantKey({ ...row, teamId, teacherUserId: null })));
    return { ...row, teamId, alreadyPresent, repeatOf: null };
  });
}

/**
 * Every cell an import keeps, so that two rows with the same key would add the same participant twice.
 * `teacherKey` is the loose key of a teacher the Thon does not have, kept per spelling: a roster
 * names a few teachers many times.
 */
function rowKey(row: PlacedRow, teacherKey: (text: string) => string) {
  return [
    loose(row.firstName),
    loose(row.lastName),
    loose(row.team ?? ''),
    row.teacherUserId ?? teacherKey(row.teacher ?? ''),
    row.goalCents,
    row.grade,
    row.shirtSize,
    row.parentEmail,
  ].join('\u0000');
}

/**
 * Marks each good row that repeats an earlier good row of the file cell for cell (names, team and
 * teacher loosely): a roster pasted together twice imports each child once.
 */
export function markRepeats(rows: PlacedRow[]): PlacedRow[] {
  const first = new Map<string, number>();
  const teacherKeys = new Map<string, string>();
  const teacherKey = (text: string) => {
    const known = teacherKeys.get(text);
    if (known !== undefined) return known;
    const key = teacherNameKey(text);
    teacherKeys.set(text, key);
    return key;
  };
  return rows.map((row) => {
    if (row.problem) return row;
    const key = rowKey(row, teacherKey);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, row.row);
    return earlier === undefined ? row : { ...row, repeatOf: earlier };
  });
}
