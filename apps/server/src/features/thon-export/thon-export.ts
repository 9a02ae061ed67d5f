import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { csvLine } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { Archiver } from 'archiver';
import type { SpreadsheetCell } from '../../http/spreadsheet-download';
import { databaseTime } from './thon-export.queries';
import { EXPORT_TABLES, type ExportTable } from './thon-export-tables';

/**
 * Rows read per query. The export never holds more than a few pages in memory, whatever the Thon's
 * size: each file is read page by page as the archive is sent (decision 094).
 */
export const EXPORT_PAGE_ROWS = 500;

type ExportRun = { db: Executor; eventId: string; startedAt: string; signal: AbortSignal };

async function* pagesOf(table: ExportTable, run: ExportRun): AsyncGenerator<SpreadsheetCell[][]> {
  for (let offset = 0; !run.signal.aborted; offset += EXPORT_PAGE_ROWS) {
    const rows = await table.page(run.db, {
      eventId: run.eventId,
      startedAt: run.startedAt,
      limit: EXPORT_PAGE_ROWS,
      offset,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}

/** A table as CSV text (RFC 4180, CRLF), produced only as fast as the archive takes it. */
async function* csvOf(table: ExportTable, run: ExportRun): AsyncGenerator<string> {
  yield `${csvLine(table.header)}\r\n`;
  for await (const rows of pagesOf(table, run)) yield rows.map((row) => `${csvLine(row)}\r\n`).join('');
}

/**
 * The workbook, a sheet per table, written into `out`. The workbook writer does not wait for its
 * reader, so after each page this waits until `out` is drained: at most a page or two is held.
 */
async function writeWorkbook(out: PassThrough, run: ExportRun) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  for (const table of EXPORT_TABLES) {
    const sheet = workbook.addWorksheet(table.sheet);
    sheet.addRow(table.header).commit();
    for await (const rows of pagesOf(table, run)) {
      for (const row of rows) sheet.addRow(row).commit();
      await new Promise(setImmediate);
      if (out.writableNeedDrain) await once(out, 'drain', { signal: run.signal });
    }
    sheet.commit();
  }
  await workbook.commit();
}

/**
 * The Thon's data as a zip, streamed: one CSV per table, then one XLSX workbook with a sheet per
 * table. Rows added while it is sent are left out of every file alike. Aborting `signal` (the
 * client went away) stops the reading.
 */
export async function thonExportArchive(
  db: Executor,
  { eventId, workbookName, signal }: { eventId: string; workbookName: string; signal: AbortSignal },
): Promise<Archiver> {
  const run: ExportRun = { db, eventId, startedAt: await databaseTime(db), signal };
  // Both loaded on first use, so an idle server does not hold them (decision 165).
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  for (const table of EXPORT_TABLES) archive.append(Readable.from(csvOf(table, run)), { name: table.file });
  const workbook = new PassThrough();
  archive.append(workbook, { name: workbookName });
  writeWorkbook(workbook, run).catch((error: unknown) => {
    if (!signal.aborted) archive.emit('error', error);
  });
  // A failure reaches the reader through the stream's error event; the promise would only repeat it.
  archive.finalize().catch(() => undefined);
  return archive;
}
