import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  ROSTER_MAX_COLUMNS,
  ROSTER_MAX_FILLED_ROWS,
  ROSTER_MAX_UNPACKED_BYTES,
  ROSTER_MAX_ZIP_ENTRIES,
  RosterRefused,
} from './roster-limits';
import type { Table } from './table';

/** The archive's directory, refused by what it declares before a byte is inflated. */
async function readDirectory(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    declared += entry.uncompressedSize;
    if (entries.size >= ROSTER_MAX_ZIP_ENTRIES || declared > ROSTER_MAX_UNPACKED_BYTES) {
      throw new RosterRefused('too_large');
    }
    entries.set(entry.fileName, entry);
  }
  return entries;
}

/**
 * Feeds one part of the archive through an XML parser as it inflates. What comes out is counted
 * against what the part declared (more is a zip bomb lying about its size) and against what the
 * whole reading may unpack; a listener that throws (the row limit) ends the reading there.
 */
async function parsePart(
  zip: ZipFile,
  entry: Entry,
  budget: { left: number },
  listen: (parser: SaxesParser) => void,
): Promise<void> {
  const parser = new SaxesParser();
  listen(parser);
  const stream = await zip.openReadStreamPromise(entry);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      budget.left -= chunk.length;
      if (inflated > entry.uncompressedSize || budget.left < 0) throw new RosterRefused('too_large');
      parser.write(decoder.write(chunk));
    }
    parser.write(decoder.end()).close();
  } finally {
    stream.destroy();
  }
}

const attribute = (tag: SaxesTagPlain, name: string) => {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
};

/** Where the workbook keeps its first sheet and its shared strings, from its relationships. */
async function partNames(zip: ZipFile, entries: Map<string, Entry>, budget: { left: number }) {
  let firstSheetId: string | undefined;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook) {
    await parsePart(zip, workbook, budget, (parser) => {
      parser.on('opentag', (tag) => {
        if (tag.name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(tag, 'r:id');
      });
    });
  }
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  const relationships = entries.get('xl/_rels/workbook.xml.rels');
  if (relationships) {
    await parsePart(zip, relationships, budget, (parser) => {
      parser.on('opentag', (tag) => {
        const target = attribute(tag, 'Target');
        if (tag.name !== 'Relationship' || !target) return;
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
        targets.set(attribute(tag, 'Id') ?? '', path);
        if (attribute(tag, 'Type')?.endsWith('/sharedStrings')) sharedStrings = path;
      });
    });
  }
  const sheet = (firstSheetId && targets.get(firstSheetId)) || 'xl/worksheets/sheet1.xml';
  return { sheet, sharedStrings };
}

/** The text of each shared string: its runs joined, its phonetic reading left out. */
async function readSharedStrings(zip: ZipFile, entry: Entry | undefined, budget: { left: number }) {
  const strings: string[] = [];
  if (!entry) return strings;
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.name === 'si') text = '';
      else if (tag.name === 'rPh') inPhonetic = true;
      else if (tag.name === 't') inText = !inPhonetic;
    });
    parser.on('text', (value) => {
      if (inText && text !== null) text += value;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'rPh') inPhonetic = false;
      else if (tag.name === 'si') {
        strings.push(text ?? '');
        text = null;
      }
    });
  });
  return strings;
}

/** Column A is 0, B is 1, ... from a cell reference such as "AB12". */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference ? /^[A-Z]+/.exec(reference)?.[0] : undefined;
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
}

/** What a cell shows as text; an error value reads as empty, as a person would retype it. */
function cellText(type: string | undefined, value: string, shared: string[]): string {
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : 'false';
  if (type === 'e') return '';
  return value;
}

type Cell = { column: number; type: string | undefined; value: string };

/**
 * The filled rows of the first sheet, read as the XML inflates and stopped at the row limit, so a
 * sheet of a million rows costs no more than one a row over the limit.
 */
async function readSheet(zip: ZipFile, entry: Entry, shared: string[], budget: { left: number }) {
  const rows: Table = [];
  let row: { number: number; cells: string[] } | null = null;
  let cell: Cell | null = null;
  let inValue = false;
  let lastRow = 0;
  await parsePart(zip, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.name === 'row') {
        const number = Number(attribute(tag, 'r'));
        lastRow = Number.isInteger(number) && number > lastRow ? number : lastRow + 1;
        row = { number: lastRow, cells: [] };
      } else if (tag.name === 'c' && row) {
        const column = columnOf(attribute(tag, 'r')) ?? row.cells.length;
        cell = { column, type: attribute(tag, 't'), value: '' };
      } else if (tag.name === 'v' || tag.name === 't') inValue = cell !== null;
    });
    parser.on('text', (value) => {
      if (inValue && cell) cell.value += value;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') inValue = false;
      else if (tag.name === 'c' && row && cell) {
        if (cell.column < ROSTER_MAX_COLUMNS)
          row.cells[cell.column] = cellText(cell.type, cell.value, shared);
        cell = null;
      } else if (tag.name === 'row' && row) {
        const cells = Array.from(row.cells, (text) => text ?? '');
        if (cells.some((text) => text.trim())) rows.push({ number: row.number, cells });
        if (rows.length >= ROSTER_MAX_FILLED_ROWS) throw new RosterRefused('too_many_rows');
        row = null;
      }
    });
  });
  return rows;
}

/**
 * The filled rows of an XLSX workbook's first sheet. Its parts are inflated as streams and never
 * held whole: the directory's declared sizes and the bytes that actually come out are both held to
 * the unpacked limit, and the sheet stops at the row limit.
 */
export async function readXlsx(data: Buffer): Promise<Table> {
  let zip: ZipFile;
  try {
    // Sizes are held to what each part declares as it inflates (parsePart), refused as too large.
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw new RosterRefused('unreadable');
  }
  try {
    const entries = await readDirectory(zip);
    const budget = { left: ROSTER_MAX_UNPACKED_BYTES };
    const names = await partNames(zip, entries, budget);
    const sheet = entries.get(names.sheet);
    if (!sheet) throw new RosterRefused('unreadable');
    const shared = await readSharedStrings(zip, entries.get(names.sharedStrings), budget);
    return await readSheet(zip, sheet, shared, budget);
  } catch (error) {
    if (error instanceof RosterRefused) throw error;
    throw new RosterRefused('unreadable');
  } finally {
    zip.close();
  }
}
