/** The columns an import understands; the first three are required. */
const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'goal',
  'team',
  'teacher',
  'grade',
  'shirtSize',
  'parentEmail',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** How a report names a column when the file has no header row to name it. */
export const COLUMN_LABELS: Record<ImportColumn, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  goal: 'Goal',
  team: 'Team',
  teacher: 'Teacher',
  grade: 'Grade',
  shirtSize: 'Shirt Size',
  parentEmail: 'Parent Email',
};

// Headers as schools write them, compared without case, spaces or punctuation.
const HEADER_NAMES: Record<string, ImportColumn> = {
  firstname: 'firstName',
  first: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  goal: 'goal',
  personalgoal: 'goal',
  team: 'team',
  teamname: 'team',
  teacher: 'teacher',
  teachername: 'teacher',
  teacheremail: 'teacher',
  grade: 'grade',
  shirtsize: 'shirtSize',
  shirt: 'shirtSize',
  tshirtsize: 'shirtSize',
  parentemail: 'parentEmail',
  parentemailaddress: 'parentEmail',
  email: 'parentEmail',
};

/** Which column of the file holds which field; a file without a header row is read in the listed order. */
export function mapColumns(header: string[]): {
  columns: Partial<Record<ImportColumn, number>>;
  hasHeader: boolean;
} {
  const columns: Partial<Record<ImportColumn, number>> = {};
  header.forEach((name, index) => {
    const column = HEADER_NAMES[name.toLowerCase().replace(/[^a-z]/g, '')];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  if (columns.firstName !== undefined || columns.lastName !== undefined || columns.goal !== undefined) {
    return { columns, hasHeader: true };
  }
  return {
    columns: Object.fromEntries(IMPORT_COLUMNS.map((column, index) => [column, index])),
    hasHeader: false,
  };
}
