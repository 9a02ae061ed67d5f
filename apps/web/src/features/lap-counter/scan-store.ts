import type { LapCounterRoster, LapScan } from '@pledgethon/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * A scan as kept on the device until the server has it (and a while after, for undo and the guard).
 * CountedElsewhere: the server found another phone's lap of the runner within the guard time before
 * it, so this one adds none (decision 099); it holds the seconds between the two.
 */
export type StoredScan = LapScan & { EventId: string; Synced: 0 | 1; CountedElsewhere?: number };

interface CounterDb extends DBSchema {
  scans: { key: string; value: StoredScan; indexes: { byEvent: string; byEventSynced: [string, number] } };
  rosters: { key: string; value: LapCounterRoster & { Key: string } };
}

let opened: Promise<IDBPDatabase<CounterDb>> | null = null;

/** The device's store of scans and rosters (decision 086): it outlives reloads, closed tabs and no network. */
function database(): Promise<IDBPDatabase<CounterDb>> {
  opened ??= openDB<CounterDb>('pledgethon-lap-counter', 1, {
    upgrade(db) {
      const scans = db.createObjectStore('scans', { keyPath: 'Id' });
      scans.createIndex('byEvent', 'EventId');
      scans.createIndex('byEventSynced', ['EventId', 'Synced']);
      db.createObjectStore('rosters', { keyPath: 'Key' });
    },
  });
  return opened;
}

const rosterKey = (eventCode: string) => eventCode.toLowerCase();

export async function keepRoster(eventCode: string, roster: LapCounterRoster): Promise<void> {
  await (await database()).put('rosters', { ...roster, Key: rosterKey(eventCode) });
}

export async function keptRoster(eventCode: string): Promise<LapCounterRoster | undefined> {
  const kept = await (await database()).get('rosters', rosterKey(eventCode));
  if (!kept) return undefined;
  const { Key: _key, ...roster } = kept;
  return roster;
}

export async function addScan(scan: StoredScan): Promise<void> {
  await (await database()).put('scans', scan);
}

export async function scansOf(eventId: string): Promise<StoredScan[]> {
  return (await database()).getAllFromIndex('scans', 'byEvent', eventId);
}

export async function unsyncedScans(eventId: string): Promise<StoredScan[]> {
  return (await database()).getAllFromIndex('scans', 'byEventSynced', [eventId, 0]);
}

/** A scan as it stands once the server has it, with the seconds by which another phone counted it first. */
export function asSynced(scan: StoredScan, countedElsewhere: ReadonlyMap<string, number>): StoredScan {
  const seconds = countedElsewhere.get(scan.Id);
  return { ...scan, Synced: 1, ...(seconds === undefined ? {} : { CountedElsewhere: seconds }) };
}

/** Marks scans the server has, with the seconds after another phone's lap for those that add none. */
export async function markSynced(
  ids: readonly string[],
  countedElsewhere: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  const transaction = (await database()).transaction('scans', 'readwrite');
  await Promise.all(
    ids.map(async (id) => {
      const scan = await transaction.store.get(id);
      if (scan) await transaction.store.put(asSynced(scan, countedElsewhere));
    }),
  );
  await transaction.done;
}
