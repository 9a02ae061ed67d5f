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
import { type ImportColumn, mapColumns } from './import-columns';
import type { Table } from './table';

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
};

/** The Thon's teachers by lower-cased e-mail address and by lower-cased full name. */
export type TeacherDirectory = Map<string, string>;

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

function checkRow(
  cells: (column: ImportColumn) => string,
  row: number,
  teachers: TeacherDirectory,
): CheckedRow {
  const firstName = cells('firstName');
  const lastName = cells('lastName');
  const goalText = cells('goal');
  const teacher = cells('teacher') || null;
  const gradeText = cells('grade');
  const shirtText = cells('shirtSize');
  const emailText = cells('parentEmail');
  const goalCents = goalText ? parseMoneyToCents(goalText) : null;
  const grade = gradeText
    ? (GRADE_BY_TEXT.get(gradeText.toLowerCase().replace(/^grade\s*/, '')) ?? null)
    : null;
  const shirtSize = shirtText ? (SHIRT_SIZE_BY_TEXT.get(shirtText.toLowerCase()) ?? null) : null;
  const email = emailText ? emailAddressSchema.safeParse(emailText) : null;
  const teacherUserId = teacher ? (teachers.get(teacher.toLowerCase()) ?? null) : null;
  const team = cells('team') || null;

  const problem = (() => {
    if (!firstName || !lastName || !goalText) return messages.uploadRowIncomplete;
    const texts = [firstName, lastName, team ?? '', teacher ?? '', emailText];
    if (texts.some((text) => !storableText.safeParse(text).success)) return messages.invalidData;
    if (firstName.length > PERSON_NAME_MAX_LENGTH || lastName.length > PERSON_NAME_MAX_LENGTH)
      return messages.textTooLong;
    if ((team?.length ?? 0) > PERSON_NAME_MAX_LENGTH) return messages.textTooLong;
    if (goalCents === null) return messages.invalidMoney;
    if (goalCents < MINIMUM_GOAL_CENTS) return messages.minimumGoal;
    if (goalCents > MAX_INT32) return messages.invalidData;
    if (gradeText && !grade) return messages.invalidData;
    if (shirtText && !shirtSize) return messages.invalidData;
    if (emailText.length > EMAIL_MAX_LENGTH) return messages.emailTooLong;
    if (email && !email.success) return messages.invalidEmail;
    if (teacher && !teacherUserId) return messages.importUnknownTeacher;
    return null;
  })();
  return {
    row,
    firstName,
    lastName,
    goalCents,
    team,
    teacherUserId,
    teacher,
    grade,
    shirtSize,
    parentEmail: email?.success ? email.data.toLowerCase() : null,
    problem,
  };
}

/** Every filled row of the file checked on its own. */
export function checkImportRows(table: Table, teachers: TeacherDirectory): CheckedRow[] {
  const { columns, hasHeader } = mapColumns(table[0]?.cells ?? []);
  return table.slice(hasHeader ? 1 : 0).map(({ number, cells }) => {
    const read = (column: ImportColumn) => {
      const at = columns[column];
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    return checkRow(read, number, teachers);
  });
}
