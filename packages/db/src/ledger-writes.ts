import type { LedgerEntryKind, LedgerLine } from '@pledgethon/core';
import type { Executor } from './client';
import { ledgerEntries, ledgerLines } from './schema/index';

/** An entry to write: its key names its source row and kind, so it is written once, ever. */
export type NewLedgerEntry = {
  eventId: string;
  kind: LedgerEntryKind;
  key: string;
  paymentId?: string;
  payoutId?: string;
  /** When the money moved, when that was before now (the demo's history). */
  createdAt?: Date;
  lines: LedgerLine[];
};

// A statement's bind parameters stay far below PostgreSQL's 65,535 at any batch size.
const ENTRIES_PER_STATEMENT = 1_000;

/**
 * Writes the entries whose key is not written yet, each with its lines in the same statement as the
 * others of its batch (the database checks that every entry of a statement sums to zero). An entry
 * written before, by a replayed webhook or a retried sweep, writes nothing. Answers the keys written.
 */
export async function insertLedgerEntries(db: Executor, entries: NewLedgerEntry[]): Promise<string[]> {
  const written: string[] = [];
  for (let start = 0; start < entries.length; start += ENTRIES_PER_STATEMENT) {
    const batch = entries.slice(start, start + ENTRIES_PER_STATEMENT);
    const rows = await db
      .insert(ledgerEntries)
      .values(batch.map(({ lines: _lines, ...entry }) => entry))
      .onConflictDoNothing({ target: ledgerEntries.key })
      .returning({ id: ledgerEntries.id, key: ledgerEntries.key });
    const byKey = new Map(batch.map((entry) => [entry.key, entry]));
    const lines = rows.flatMap(({ id, key }) => {
      const entry = byKey.get(key);
      return (entry?.lines ?? []).map((line) => ({
        entryId: id,
        eventId: entry?.eventId ?? '',
        account: line.account,
        amountCents: line.cents,
      }));
    });
    if (lines.length > 0) await db.insert(ledgerLines).values(lines);
    written.push(...rows.map((row) => row.key));
  }
  return written;
}
