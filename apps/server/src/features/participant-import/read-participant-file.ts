import { parse } from 'csv-parse/sync';
import { readXlsx } from './read-xlsx';
import {
  ROSTER_MAX_COLUMNS,
  ROSTER_MAX_FILLED_ROWS,
  ROSTER_MAX_RECORD_CHARS,
  RosterRefused,
} from './roster-limits';
import type { Table } from './table';

// An XLSX file is a zip archive: it starts with the zip signature whatever its name says.
const isZip = (data: Buffer) =>
  data.length > 3 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** The filled records of a CSV file; the parser stops at the row limit instead of reading on. */
function readCsv(data: Buffer): Table {
  const rows: Table = [];
  try {
    parse(data, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
      max_record_size: ROSTER_MAX_RECORD_CHARS,
      // Each record is kept here as it is read, with its number in the file, and not collected twice.
      on_record: (record, { records }) => {
        if (record.some((cell) => cell)) {
          rows.push({ number: records, cells: record.slice(0, ROSTER_MAX_COLUMNS) });
        }
        if (rows.length >= ROSTER_MAX_FILLED_ROWS) throw new RosterRefused('too_many_rows');
        return null;
      },
    });
  } catch (error) {
    if (error instanceof RosterRefused) throw error;
    throw new RosterRefused('unreadable');
  }
  return rows;
}

/**
 * The filled rows of an uploaded participant list, CSV or XLSX (told apart by content, not by
 * name). Refuses, with the reason, a file that is neither or that is over a limit (decision 106).
 */
export async function readParticipantFile(data: Buffer): Promise<Table> {
  return isZip(data) ? readXlsx(data) : readCsv(data);
}
