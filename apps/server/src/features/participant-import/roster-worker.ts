import { parentPort, workerData } from 'node:worker_threads';
import { type CheckedRow, checkImportRows } from './check-import-rows';
import { readParticipantFile } from './read-participant-file';
import { type RosterRefusal, RosterRefused } from './roster-limits';
import type { TeacherDirectory } from './teacher-names';

export type RosterTask = { data: Uint8Array; teachers: TeacherDirectory };
export type RosterOutcome = { rows: CheckedRow[] } | { refused: RosterRefusal };

/** Reads and checks one roster in its own thread, so the server's event loop never parses a file. */
async function checkRoster({ data, teachers }: RosterTask): Promise<RosterOutcome> {
  try {
    const table = await readParticipantFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    return { rows: checkImportRows(table, teachers) };
  } catch (error) {
    if (error instanceof RosterRefused) return { refused: error.reason };
    throw error;
  }
}

parentPort?.postMessage(await checkRoster(workerData as RosterTask));
