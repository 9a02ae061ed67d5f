import { PassThrough, type Readable } from 'node:stream';
import type { SpreadsheetFormat } from '@pledgethon/contracts';
import { csvLine, spreadsheetText } from '@pledgethon/core';
import type { FastifyReply } from 'fastify';
import { writeXlsx } from './xlsx-stream';

export type SpreadsheetCell = string | number;
/** One table of an export: its sheet name (in XLSX), header row and rows of cells made safe. */
export type Sheet = { name: string; header: string[]; rows: SpreadsheetCell[][] };
/** A table too long to hold whole: `writeRows` hands its rows over page by page, as they are read. */
export type SheetPages = {
  name: string;
  header: string[];
  writeRows: (write: (rows: SpreadsheetCell[][]) => void) => Promise<void>;
};

// Money as dollars with cents, a number a spreadsheet sums; every text cell is made safe to open.
export const dollarsCell = (cents: number | null): SpreadsheetCell => (cents === null ? '' : cents / 100);
export const textCell = (value: string | null): SpreadsheetCell => spreadsheetText(value ?? '');

/** The sheet as a CSV (RFC 4180, CRLF) or XLSX file. */
export async function spreadsheetFile(sheet: Sheet, format: SpreadsheetFormat): Promise<Buffer> {
  if (format === 'csv') {
    const lines = [sheet.header, ...sheet.rows].map(csvLine);
    return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  }
  // Loaded on first use, so an idle server does not hold it (decision 165).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.addRow(sheet.header);
  for (const row of sheet.rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The sheet as a CSV or XLSX file written as its pages are read, so neither its rows nor the workbook
 * are ever whole in memory. The pages are written without waiting for the client: the rows are read
 * in one transaction, which a slow download must not hold open (on the embedded engine it would
 * hold every other query). A page that cannot be read ends the file short: the download fails
 * rather than look complete.
 */
export function spreadsheetStream(sheet: SheetPages, format: SpreadsheetFormat): Readable {
  const out = new PassThrough();
  if (format === 'csv') {
    out.write(`${csvLine(sheet.header)}\r\n`);
    sheet
      .writeRows((rows) => {
        if (rows.length > 0) out.write(`${rows.map(csvLine).join('\r\n')}\r\n`);
      })
      .then(
        () => out.end(),
        (error: Error) => out.destroy(error),
      );
    return out;
  }
  writeXlsx(sheet, out).catch((error: Error) => out.destroy(error));
  return out;
}

/** Answers with the file as a download that no shared cache keeps. */
export function sendSpreadsheet(
  reply: FastifyReply,
  { file, format, name }: { file: Buffer | Readable; format: SpreadsheetFormat; name: string },
) {
  const type =
    format === 'csv'
      ? 'text/csv; charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file);
}
