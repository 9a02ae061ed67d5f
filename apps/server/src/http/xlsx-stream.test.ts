import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type SpreadsheetCell, spreadsheetStream, textCell } from './spreadsheet-download';

const HEADER = ['Date (UTC)', 'Entry', 'Reference', 'Pledged', 'Refunds'];

// Cells a statement can hold: formula-like text made safe, XML's own characters, quotes, text that
// XML would trim or cannot carry, letters beyond ASCII, empty cells, dollars with cents and negatives.
const ROWS: SpreadsheetCell[][] = [
  ['2026-11-01T10:00:00Z', 'Pledge charged', textCell('=HYPERLINK("http://evil.test")'), 100, 0],
  ['2026-11-01T10:00:01Z', 'Refund', textCell('ch_<1> & "two" \'three\''), 3.2, -12.5],
  ['2026-11-01T10:00:02Z', 'Payout sent', textCell('  spaced  '), 0.01, 1234567.89],
  ['2026-11-01T10:00:03Z', 'Payout arrived', textCell('Zoë 🏃 tab\there\u0007'), -0.5, 0],
  ['', 'Total', '', 1334567.4, 1234555.39],
];

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  const sheet = workbook.getWorksheet('Statement');
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(HEADER.map((_, column) => row.getCell(column + 1).value));
  });
  return rows;
}

describe('the XLSX written as its pages are read', () => {
  it('holds every row of every page once, in order, each cell as it was given', async () => {
    const pages = [ROWS.slice(0, 2), [], ROWS.slice(2, 4), ROWS.slice(4)];
    const file = await buffer(
      spreadsheetStream(
        {
          name: 'Statement',
          header: HEADER,
          writeRows: async (write) => {
            for (const page of pages) write(page);
          },
        },
        'xlsx',
      ),
    );
    expect(await readBack(file)).toEqual([
      HEADER,
      // What XML cannot carry is dropped; an empty text cell reads back as no value.
      ...ROWS.map((row) =>
        row.map((cell) =>
          cell === '' ? null : typeof cell === 'string' ? cell.replace('\u0007', '') : cell,
        ),
      ),
    ]);
  });

  it('reads back as text a cell starting like a formula, never as a formula', async () => {
    const file = await buffer(
      spreadsheetStream(
        { name: 'Statement', header: HEADER, writeRows: async (write) => write([ROWS[0] ?? []]) },
        'xlsx',
      ),
    );
    const [, row] = await readBack(file);
    expect(row?.[2]).toBe('\'=HYPERLINK("http://evil.test")');
  });

  it('ends short, with an error, when a page cannot be read', async () => {
    const file = spreadsheetStream(
      {
        name: 'Statement',
        header: HEADER,
        writeRows: async (write) => {
          write(ROWS.slice(0, 2));
          throw new Error('the database went away');
        },
      },
      'xlsx',
    );
    await expect(buffer(file)).rejects.toThrow('the database went away');
  });
});
