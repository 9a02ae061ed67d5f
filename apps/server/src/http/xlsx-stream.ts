import { PassThrough, type Writable } from 'node:stream';
import { constants } from 'node:zlib';
import type { SheetPages, SpreadsheetCell } from './spreadsheet-download';

// The fastest deflate level: a sheet's XML repeats itself so much that it still shrinks seven times
// (a 50,000-entry statement's 27 MB to 3.7 MB, against 2.9 MB at the default level 6) for a quarter of
// the default's CPU (decision 149).
const DEFLATE = { level: constants.Z_BEST_SPEED };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const PACKAGE_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

// What XML cannot carry, dropped as ExcelJS dropped it, and what it must escape.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 refuses
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? '');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnName(Math.floor(index / 26) - 1) + letter;
}

// Numbers as numbers a spreadsheet sums; text inline (no shared strings to keep until the end), as
// text: its content is never read as a formula, and each text cell is already made safe to open.
const cellXml = (cell: SpreadsheetCell, place: string) =>
  typeof cell === 'number'
    ? `<c r="${place}"><v>${cell}</v></c>`
    : `<c r="${place}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;

function rowXml(cells: SpreadsheetCell[], number: number, columns: string[]): string {
  let xml = `<row r="${number}">`;
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index] ?? '';
    columns[index] ??= columnName(index);
    xml += cellXml(cell, `${columns[index]}${number}`);
  }
  return `${xml}</row>`;
}

/**
 * The sheet as an XLSX workbook of one worksheet, its rows written into the zip's deflater as each
 * page is read: the smallest workbook a spreadsheet program opens (no styles, no shared strings).
 * Rejects, leaving the file short, when a page cannot be read.
 */
export async function writeXlsx(sheet: SheetPages, out: Writable): Promise<void> {
  // Loaded on first use, so an idle server does not hold it (decision 165).
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { zlib: DEFLATE });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  // Settled by the race below; an error after it is the caller's stream's to report.
  failed.catch(() => {});
  zip.pipe(out);
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(PACKAGE_RELS, { name: '_rels/.rels' });
  zip.append(
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xmlText(sheet.name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    { name: 'xl/workbook.xml' },
  );
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  const worksheet = new PassThrough();
  zip.append(worksheet, { name: 'xl/worksheets/sheet1.xml' });
  const columns: string[] = [];
  let number = 1;
  worksheet.write(
    `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rowXml(sheet.header, number, columns)}`,
  );
  try {
    await sheet.writeRows((rows) => {
      let xml = '';
      for (const row of rows) xml += rowXml(row, ++number, columns);
      worksheet.write(xml);
    });
  } catch (error) {
    // The file is left short, never closed as if whole: the caller ends it with the error.
    zip.unpipe(out);
    zip.abort();
    throw error;
  }
  worksheet.end('</sheetData></worksheet>');
  await Promise.race([zip.finalize(), failed]);
}
