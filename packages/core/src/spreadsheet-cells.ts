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
