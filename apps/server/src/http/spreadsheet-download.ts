import { PassThrough, Readable } from 'node:stream';
import type { SpreadsheetFormat } from '@pledgethon/contracts';
import { csvLine, spreadsheetText } from '@pledgethon/core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type SpreadsheetCell = string | number;
/** One table of an export: its sheet name (in XLSX), header row and rows of cells made safe. */
export type Sheet = { name: string; header: string[]; rows: SpreadsheetCell[][] };
/** A table too long to hold whole: its rows come page by page, as they are read. */
export type SheetPages = { name: string; header: string[]; pages: AsyncIterable<SpreadsheetCell[][]> };

// Money as dollars with cents, a number a spreadsheet sums; every text cell is made safe to open.
export const dollarsCell = (cents: number | null): SpreadsheetCell => (cents === null ? '' : cents / 100);
export const textCell = (value: string | null): SpreadsheetCell => spreadsheetText(value ?? '');

/** The sheet as a CSV (RFC 4180, CRLF) or XLSX file. */
export async function spreadsheetFile(sheet: Sheet, format: SpreadsheetFormat): Promise<Buffer> {
  if (format === 'csv') {
    const lines = [sheet.header, ...sheet.rows].map(csvLine);
    return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.addRow(sheet.header);
  for (const row of sheet.rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The sheet as a CSV or XLSX file written as its pages are read, so neither its rows nor the workbook
 * are ever whole in memory. A page that cannot be read ends the file short: the download fails
 * rather than look complete.
 */
export function spreadsheetStream(sheet: SheetPages, format: SpreadsheetFormat): Readable {
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield `${csvLine(sheet.header)}\r\n`;
        for await (const page of sheet.pages) {
          if (page.length > 0) yield `${page.map(csvLine).join('\r\n')}\r\n`;
        }
      })(),
    );
  }
  const out = new PassThrough();
  // No styles and no shared strings: the streaming writer would otherwise keep every string until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const write = async () => {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow(sheet.header).commit();
    for await (const page of sheet.pages) for (const row of page) worksheet.addRow(row).commit();
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => out.destroy(error));
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
