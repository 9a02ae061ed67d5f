import { fillText, givingStatementEn, givingStatementEs } from '@pledgethon/texts';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { acknowledgementLines, type Wording } from './donor-mail';
import type { Giving } from './giving-statement.queries';

const MARGIN = 50;
const LINE = 14;
const SIZE = 9.5;
// Date, Thon, for, then three amounts set flush right at these edges.
const COLUMNS = { date: MARGIN, thon: 112, for: 290, paid: 420, refunded: 490, contribution: 562 };

type Statement = {
  words: Wording;
  year: number;
  donorName: string;
  email: string;
  issuedOn: string;
  rows: Giving[];
};

/**
 * Writes lines top to bottom, starting a new page when one is full. The standard fonts know only
 * Western European letters; any other character of a name is shown as '?' rather than failing.
 */
async function writer() {
  // Loaded on first use, so an idle server does not hold it (decision 165).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const known = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  let page: PDFPage = pdf.addPage([612, 792]);
  let y = 792 - MARGIN;
  const room = (lines: number) => {
    if (y - lines * LINE >= MARGIN) return;
    page = pdf.addPage([612, 792]);
    y = 792 - MARGIN;
  };
  const at = (text: string, x: number, font: PDFFont = regular, size = SIZE) =>
    page.drawText(clean(text), { x, y, size, font });
  const right = (text: string, edge: number, font: PDFFont = regular) =>
    at(text, edge - font.widthOfTextAtSize(clean(text), SIZE), font);
  /** A paragraph wrapped to the page's width. */
  const paragraph = (text: string, font: PDFFont = regular, size = SIZE) => {
    let line = '';
    for (const word of clean(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > 612 - 2 * MARGIN && line) {
        room(1);
        at(line, MARGIN, font, size);
        y -= LINE;
        line = word;
      } else line = next;
    }
    room(1);
    at(line, MARGIN, font, size);
    y -= LINE;
  };
  const gap = (lines = 1) => {
    y -= lines * LINE;
  };
  return { pdf, bold, at, right, paragraph, gap, room };
}

const contribution = (row: Giving) => row.amountCents - row.refundedCents;

/** The statement as a PDF: a table of the year's payments, each organisation's total and acknowledgement. */
export async function givingStatementPdf(statement: Statement): Promise<Uint8Array> {
  const { words, year, rows } = statement;
  const { money } = words;
  const text = words.lang === 'es' ? givingStatementEs : givingStatementEn;
  const out = await writer();
  out.paragraph(fillText(text.title, { year }), out.bold, 16);
  out.gap(0.5);
  out.paragraph(fillText(text.donor, { name: statement.donorName, email: statement.email }));
  out.paragraph(fillText(text.issued, { date: statement.issuedOn }));
  out.gap();
  if (rows.length === 0) {
    out.paragraph(fillText(text.none, { year }));
    return out.pdf.save();
  }
  const { columns } = text;
  out.at(columns.date, COLUMNS.date, out.bold);
  out.at(columns.thon, COLUMNS.thon, out.bold);
  out.at(columns.for, COLUMNS.for, out.bold);
  out.right(columns.paid, COLUMNS.paid, out.bold);
  out.right(columns.refunded, COLUMNS.refunded, out.bold);
  out.right(columns.contribution, COLUMNS.contribution, out.bold);
  out.gap();
  for (const row of rows) {
    out.room(1);
    out.at(row.paidOn, COLUMNS.date);
    out.at(row.eventName.slice(0, 34), COLUMNS.thon);
    out.at((row.participantFirstName ?? '').slice(0, 20), COLUMNS.for);
    out.right(money(row.amountCents), COLUMNS.paid);
    out.right(row.refundedCents ? money(row.refundedCents) : '', COLUMNS.refunded);
    out.right(money(contribution(row)), COLUMNS.contribution);
    out.gap();
  }
  out.gap();
  const byOrganization = new Map<string, Giving[]>();
  for (const row of rows)
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row]);
  for (const given of byOrganization.values()) {
    const [first] = given;
    if (!first) continue;
    const total = given.reduce((sum, row) => sum + contribution(row), 0);
    const organization = first.legalName ?? first.organizationName;
    out.paragraph(fillText(text.organization, { organization, amount: money(total), year }), out.bold);
    const acknowledgement = acknowledgementLines(words, first, total);
    for (const line of acknowledgement) out.paragraph(line);
    if (acknowledgement.length === 0 && total > 0) out.paragraph(fillText(text.notExempt, { organization }));
    out.gap(0.5);
  }
  const total = rows.reduce((sum, row) => sum + contribution(row), 0);
  out.paragraph(fillText(text.total, { year, amount: money(total) }), out.bold);
  return out.pdf.save();
}
