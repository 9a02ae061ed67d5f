import { IMPORT_REPORT_MAX_ROWS, type ImportReport } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { PlacedRow } from './place-import-rows';
import { teacherNameKey } from './teacher-names';

export type UploadedFile = { fileName: string; data: Buffer };

/** A row the import adds: no problem, not in the Thon already, not a repeat of an earlier row. */
export const toAdd = (row: PlacedRow) => !row.problem && !row.alreadyPresent && row.repeatOf === null;

const teacherToInvite = (row: PlacedRow) => !row.problem && row.teacher !== null && !row.teacherUserId;

/**
 * The teacher names no teacher of the Thon answers to, each spelt as it first appears, with the rows
 * that import without them.
 */
function teachersToInvite(rows: PlacedRow[]) {
  const named = new Map<string, { Name: string; Rows: number }>();
  for (const row of rows.filter((row) => teacherToInvite(row) && row.repeatOf === null)) {
    const key = teacherNameKey(row.teacher ?? '');
    const seen = named.get(key);
    if (seen) seen.Rows += 1;
    else named.set(key, { Name: row.teacher ?? '', Rows: 1 });
  }
  return [...named.values()];
}

/**
 * The row by row report: problems first, then repeated rows and rows already in the Thon, then the
 * rows that are added, each group in the file's order, the first IMPORT_REPORT_MAX_ROWS of them.
 */
export function importReport(
  file: UploadedFile,
  rows: PlacedRow[],
  knownTeams: Map<string, string>,
): ImportReport {
  const problems = rows.filter((row) => row.problem);
  const repeats = rows.filter((row) => !row.problem && row.repeatOf !== null);
  const present = rows.filter((row) => !row.problem && row.repeatOf === null && row.alreadyPresent);
  const fine = rows.filter(toAdd);
  const listed = [...problems, ...repeats, ...present, ...fine].slice(0, IMPORT_REPORT_MAX_ROWS);
  const newTeams = new Map<string, string>();
  for (const row of fine) {
    if (row.team && !knownTeams.has(row.team.toLowerCase())) newTeams.set(row.team.toLowerCase(), row.team);
  }
  return {
    FileName: file.fileName,
    TotalRows: rows.length,
    ValidRows: fine.length,
    SkippedRows: problems.length,
    AlreadyPresentRows: present.length,
    RepeatedRows: repeats.length,
    Warning: problems.length > 0 ? messages.someParticipantsNotImported : null,
    NewTeams: [...newTeams.values()],
    TeachersToInvite: teachersToInvite(rows),
    Rows: listed.map((row) => ({
      Row: row.row,
      FirstName: row.firstName,
      LastName: row.lastName,
      GoalCents: row.goalCents,
      Team: row.team,
      Teacher: row.teacher,
      Grade: row.grade,
      Problem: row.problem,
      ProblemColumn: row.problemColumn,
      ProblemValue: row.problemValue,
      AlreadyPresent: row.alreadyPresent,
      RepeatOf: row.repeatOf,
      TeacherToInvite: teacherToInvite(row),
    })),
    RowsLeftOut: rows.length - listed.length,
    Imported: null,
    AlreadyImported: false,
    Message: null,
  };
}
