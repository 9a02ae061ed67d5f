import { z } from 'zod';

/** The formats every export offers. */
const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export const spreadsheetFormatSchema = z.enum(SPREADSHEET_FORMATS);
export type SpreadsheetFormat = z.infer<typeof spreadsheetFormatSchema>;

/** What an export route says it produces, for the API document. */
export const SPREADSHEET_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** An export's bytes: a CSV (UTF-8) or an XLSX workbook. */
export const spreadsheetFileSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'A CSV or XLSX file' });
