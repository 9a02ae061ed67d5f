import type { Contact } from '@pledgethon/contracts';
import { contactList } from './contact-entry';

/** An address book file larger than this is refused: 700 contacts fit many times over. */
export const CONTACT_FILE_MAX_BYTES = 1_000_000;

type Entry = { name: string; emails: string[]; phones: string[] };

const textsOf = (values: unknown[]): string[] => values.filter((value) => typeof value === 'string');

/** A vCard file (3.0 or 4.0, one or many cards), read with ical.js. */
async function vcardEntries(text: string): Promise<Entry[]> {
  const { default: ICAL } = await import('ical.js');
  const parsed: unknown = ICAL.parse(text);
  const cards = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  return cards.flatMap((jcard) => {
    const card = new ICAL.Component(jcard as unknown[]);
    if (card.name !== 'vcard') return [];
    const fn = card.getFirstPropertyValue('fn');
    const n = card.getFirstPropertyValue('n');
    const structured = Array.isArray(n)
      ? [n[1], n[0]].filter((part) => typeof part === 'string').join(' ')
      : '';
    return [
      {
        name: typeof fn === 'string' ? fn : structured,
        emails: textsOf(card.getAllProperties('email').map((property) => property.getFirstValue())),
        phones: textsOf(card.getAllProperties('tel').map((property) => property.getFirstValue())),
      },
    ];
  });
}

const pick = (row: Record<string, string>, pattern: RegExp) =>
  Object.entries(row)
    .filter(([header, value]) => pattern.test(header) && value.trim() !== '')
    .map(([, value]) => value);

/**
 * A CSV export with a header row, as Google, Outlook and Yahoo write them: a name (or first and last
 * name) column, e-mail columns and phone columns, mobile ones first.
 */
async function csvEntries(text: string): Promise<Entry[]> {
  const { parse: parseCsv } = await import('csv-parse/sync');
  const rows: Record<string, string>[] = parseCsv(text, {
    columns: (headers: string[]) => headers.map((header) => header.trim()),
    skip_empty_lines: true,
    relax_column_count: true,
    bom: true,
  });
  return rows.map((row) => {
    const whole = pick(row, /^(display |full )?name$/i)[0];
    const parts = [...pick(row, /^(first|given)( name)?$/i), ...pick(row, /^(last|family|sur)( ?name)?$/i)];
    return {
      name: whole ?? parts.join(' '),
      emails: pick(row, /e-?mail/i),
      phones: [...pick(row, /mobile|cell/i), ...pick(row, /phone/i)],
    };
  });
}

export type ContactFileResult = { ok: true; contacts: Contact[] } | { ok: false };

/** The contacts of a vCard or CSV file; a file that is neither, or is malformed, is not read. */
export async function readContactFile(content: Buffer): Promise<ContactFileResult> {
  const text = content.toString('utf8');
  try {
    // Each reader is loaded with the first file of its kind, not at every start (decision 165).
    const entries = await (/^\s*BEGIN:VCARD/i.test(text) ? vcardEntries(text) : csvEntries(text));
    return { ok: true, contacts: contactList(entries) };
  } catch {
    return { ok: false };
  }
}
