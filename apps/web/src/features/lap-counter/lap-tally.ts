import { LAP_SCANS_PER_SYNC_MAX, type LapCount } from '@pledgethon/contracts';
import type { StoredScan } from './scan-store';

/**
 * What the counter shows for each participant: the server's count (every device's synced scans) plus
 * this device's scans the server does not have yet, less its undos not yet sent. An undo takes back
 * one lap counted in one of the two, unless it takes back a scan another phone had counted first
 * (decision 099), which added none.
 */
export function displayedCounts(serverCounts: ReadonlyMap<string, number>, scans: readonly StoredScan[]) {
  const counts = new Map(serverCounts);
  const addedNone = new Set(scans.flatMap((scan) => (scan.CountedElsewhere === undefined ? [] : [scan.Id])));
  for (const scan of scans) {
    if (scan.Synced || (scan.UndoesId && addedNone.has(scan.UndoesId))) continue;
    counts.set(scan.ParticipantId, (counts.get(scan.ParticipantId) ?? 0) + (scan.UndoesId ? -1 : 1));
  }
  return counts;
}

/** This device's laps not taken back, newest first. */
export function standingLaps(scans: readonly StoredScan[]): StoredScan[] {
  const undone = new Set(scans.flatMap((scan) => (scan.UndoesId ? [scan.UndoesId] : [])));
  return scans
    .filter((scan) => !scan.UndoesId && !undone.has(scan.Id))
    .sort((a, b) => b.ScannedAt.localeCompare(a.ScannedAt));
}

/** The server's counts after a sync answered some of them. */
export function mergeCounts(serverCounts: ReadonlyMap<string, number>, answered: readonly LapCount[]) {
  const merged = new Map(serverCounts);
  for (const row of answered) merged.set(row.ParticipantId, row.Count);
  return merged;
}

/** Scans in batches the server takes. */
export function batches<T>(items: readonly T[], size = LAP_SCANS_PER_SYNC_MAX): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
