import { z } from 'zod';

/** The formats every export offers. */
const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export const spreadsheetFormatSchema = z.enum(SPREADSHEET_FORMATS);
export type SpreadsheetFormat = z.infer<typeof spreadsheetFormatSchema>;

/** An export's bytes: a CSV (UTF-8) or an XLSX workbook. */
export const spreadsheetFileSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'A CSV or XLSX file' });
