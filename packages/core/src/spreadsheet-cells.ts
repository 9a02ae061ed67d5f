// A cell starting with one of these is read as a formula (or a DDE command) by spreadsheet programs.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell for a CSV or XLSX export that a spreadsheet shows as text, never runs: one starting with
 * = + - @ tab or carriage return gets a leading apostrophe (OWASP's advice for CSV injection).
 */
export const spreadsheetText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** One CSV line (RFC 4180 quoting) of cells already made safe with spreadsheetText where they are text. */
export const csvLine = (cells: readonly (string | number)[]): string =>
  cells
    .map((cell) => {
      const text = String(cell);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');

// A quoted cell is cut to this many characters: enough to find it in the file, short enough to read.
const QUOTED_CELL_MAX = 40;

/**
 * Where in an uploaded file a problem is, as its reader says it: `Row 7, Goal "0.50"`, or
 * `Row 3, First Name (empty)`. The problem's own text stays beside it, in the spec's words.
 */
export function cellPlace(row: number, column: string, value: string): string {
  const quoted = value.length > QUOTED_CELL_MAX ? `${value.slice(0, QUOTED_CELL_MAX)}…` : value;
  return `Row ${row}, ${column} ${value === '' ? '(empty)' : `"${quoted}"`}`;
}
