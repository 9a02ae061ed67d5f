import { IMPORT_MAX_ROWS } from '@pledgethon/contracts';

/**
 * What one roster may cost to read (decision 106). A workbook of 50,000 participants unpacks to
 * about 20 MB of XML; a hundred megabytes leaves room for wide sheets and a logo, and refuses a zip
 * bomb by what its directory declares before anything is inflated, and by what actually comes out.
 */
export const ROSTER_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** A roster workbook holds a dozen parts; thousands would be a directory built to be walked. */
export const ROSTER_MAX_ZIP_ENTRIES = 1_000;
/** Cells past this column are never an import column, and would only fill memory. */
export const ROSTER_MAX_COLUMNS = 64;
/** Rows with something in them that a reader takes before it stops: a header and one row too many. */
export const ROSTER_MAX_FILLED_ROWS = IMPORT_MAX_ROWS + 2;
/** A CSV record longer than this is no roster line. */
export const ROSTER_MAX_RECORD_CHARS = 100_000;

/** Why a roster is refused before its rows are checked. */
export type RosterRefusal = 'unreadable' | 'too_many_rows' | 'too_large';

export class RosterRefused extends Error {
  constructor(readonly reason: RosterRefusal) {
    super(reason);
  }
}
