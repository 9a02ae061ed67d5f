import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** The cells of one sheet or CSV file, the first row being the column names. */
export type Table = string[][];

// An XLSX file is a zip archive: it starts with the zip signature whatever its name says.
const isZip = (data: Buffer) =>
  data.length > 3 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value)
      return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(data: Buffer): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Table = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(data: Buffer): Table {
  return parse(data, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    trim: true,
  }) as Table;
}

/**
 * The rows of an uploaded participant list, CSV or XLSX (told apart by content, not by name).
 * Undefined when the file is neither.
 */
export async function readParticipantFile(data: Buffer): Promise<Table | undefined> {
  try {
    if (isZip(data)) return await readXlsx(data);
    return readCsv(data);
  } catch {
    return undefined;
  }
}
