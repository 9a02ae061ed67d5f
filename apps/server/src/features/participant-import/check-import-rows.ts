import {
  boundedText,
  EMAIL_MAX_LENGTH,
  emailAddressSchema,
  PERSON_NAME_MAX_LENGTH,
} from '@pledgethon/contracts';
import {
  GRADES,
  type Grade,
  MAX_INT32,
  MINIMUM_GOAL_CENTS,
  messages,
  parseMoneyToCents,
  SHIRT_SIZES,
  type ShirtSizeId,
} from '@pledgethon/core';
import { COLUMN_LABELS, type ImportColumn, mapColumns } from './import-columns';
import type { Table } from './table';
import { findTeacher, type TeacherDirectory } from './teacher-names';

export type CheckedRow = {
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  row: number;
  firstName: string;
  lastName: string;
  goalCents: number | null;
  team: string | null;
  teacherUserId: string | null;
  teacher: string | null;
  grade: Grade | null;
  shirtSize: ShirtSizeId | null;
  parentEmail: string | null;
  /** Why the row cannot be imported; null when it can. */
  problem: string | null;
  /** The column the problem is in, as the file's header names it, and what that cell holds. */
  problemColumn: string | null;
  problemValue: string | null;
};

type Problem = [ImportColumn, string];

const SHIRT_SIZE_BY_TEXT = new Map<string, ShirtSizeId>(
  SHIRT_SIZES.flatMap((size) => [
    [size.id.toLowerCase(), size.id],
    [size.value.toLowerCase(), size.id],
  ]),
);
const GRADE_BY_TEXT = new Map<string, Grade>(GRADES.map((grade) => [grade.toLowerCase(), grade]));
// Any cell of at most this many characters with no control character or lone surrogate (PostgreSQL
// cannot store U+0000); longer names and addresses are caught by their own limits.
const storableText = boundedText(10_000);

function findProblem(
  cells: (column: ImportColumn) => string,
  read: { goalCents: number | null; grade: Grade | null; shirtSize: ShirtSizeId | null; emailOk: boolean },
): Problem | null {
  for (const column of ['firstName', 'lastName', 'goal'] as const) {
    if (!cells(column)) return [column, messages.uploadRowIncomplete];
  }
  for (const column of ['firstName', 'lastName', 'team', 'teacher', 'parentEmail'] as const) {
    if (!storableText.safeParse(cells(column)).success) return [column, messages.invalidData];
  }
  for (const column of ['firstName', 'lastName', 'team'] as const) {
    if (cells(column).length > PERSON_NAME_MAX_LENGTH) return [column, messages.textTooLong];
  }
  if (read.goalCents === null) return ['goal', messages.invalidMoney];
  if (read.goalCents < MINIMUM_GOAL_CENTS) return ['goal', messages.minimumGoal];
  if (read.goalCents > MAX_INT32) return ['goal', messages.invalidData];
  if (cells('grade') && !read.grade) return ['grade', messages.invalidData];
  if (cells('shirtSize') && !read.shirtSize) return ['shirtSize', messages.invalidData];
  if (cells('parentEmail').length > EMAIL_MAX_LENGTH) return ['parentEmail', messages.emailTooLong];
  if (!read.emailOk) return ['parentEmail', messages.invalidEmail];
  return null;
}

// A cell quoted in a report is cut to this many characters: enough to find it in the file.
const QUOTED_CELL_MAX = 60;

function checkRow(
  cells: (column: ImportColumn) => string,
  row: number,
  teachers: TeacherDirectory,
  columnNames: Record<ImportColumn, string>,
): CheckedRow {
  const gradeText = cells('grade');
  const shirtText = cells('shirtSize');
  const emailText = cells('parentEmail');
  const goalCents = cells('goal') ? parseMoneyToCents(cells('goal')) : null;
  const grade = gradeText
    ? (GRADE_BY_TEXT.get(gradeText.toLowerCase().replace(/^grade\s*/, '')) ?? null)
    : null;
  const shirtSize = shirtText ? (SHIRT_SIZE_BY_TEXT.get(shirtText.toLowerCase()) ?? null) : null;
  const email = emailText ? emailAddressSchema.safeParse(emailText) : null;
  const teacher = cells('teacher') || null;
  const problem = findProblem(cells, { goalCents, grade, shirtSize, emailOk: email?.success !== false });
  return {
    row,
    firstName: cells('firstName'),
    lastName: cells('lastName'),
    goalCents,
    team: cells('team') || null,
    // A teacher the Thon does not have yet leaves the row without a class teacher (decision 125).
    teacherUserId: teacher && !problem ? findTeacher(teachers, teacher) : null,
    teacher,
    grade,
    shirtSize,
    parentEmail: email?.success ? email.data.toLowerCase() : null,
    problem: problem?.[1] ?? null,
    problemColumn: problem ? columnNames[problem[0]] : null,
    problemValue: problem ? cells(problem[0]).slice(0, QUOTED_CELL_MAX) : null,
  };
}

/** Every filled row of the file checked on its own. */
export function checkImportRows(table: Table, teachers: TeacherDirectory): CheckedRow[] {
  const header = table[0]?.cells ?? [];
  const { columns, hasHeader } = mapColumns(header);
  // Problems name a column as the file's own header row does, else by what it holds.
  const columnNames = { ...COLUMN_LABELS };
  for (const [column, at] of Object.entries(columns) as [ImportColumn, number][]) {
    if (hasHeader && header[at]) columnNames[column] = header[at].slice(0, QUOTED_CELL_MAX);
  }
  return table.slice(hasHeader ? 1 : 0).map(({ number, cells }) => {
    const read = (column: ImportColumn) => {
      const at = columns[column];
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    return checkRow(read, number, teachers, columnNames);
  });
}
