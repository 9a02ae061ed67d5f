import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_ROWS } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { WorkQueue } from '../../http/work-queue';
import type { CheckedRow } from './check-import-rows';
import type { RosterRefusal } from './roster-limits';
import type { RosterOutcome, RosterTask } from './roster-worker';
import type { TeacherDirectory } from './teacher-names';

/**
 * One roster at a time per process, a few more waiting; past that a sender is told to try again
 * (decision 106). Each roster is read in a thread of its own, with a heap and a time it cannot pass.
 */
const rosters = new WorkQueue({ running: 1, waiting: 4 });
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
const ROSTER_MAX_MS = 30_000;

// Built (`npm run build`), the worker is its own bundle beside main.js; run from the sources (tests,
// `npm run dev:server`), it is this folder's TypeScript file, loaded through tsx.
const built = join(import.meta.dirname, 'roster-worker.js');
const script = existsSync(built)
  ? { path: built, execArgv: [] }
  : { path: join(import.meta.dirname, 'roster-worker.ts'), execArgv: ['--import', 'tsx'] };

const refusals: Record<RosterRefusal, () => AppError> = {
  unreadable: () =>
    new AppError('validation', messages.importFileUnreadable, { File: messages.importFileUnreadable }),
  too_many_rows: () =>
    new AppError('too_large', messages.importTooManyRows, { File: messages.importTooManyRows }),
  too_large: () =>
    new AppError('too_large', messages.fileSizeLimitExceeded, { File: messages.importUnpackedTooLarge }),
};

function runWorker(task: RosterTask): Promise<RosterOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script.path, {
      workerData: task,
      execArgv: script.execArgv,
      resourceLimits: WORKER_LIMITS,
    });
    const timer = setTimeout(() => {
      resolve({ refused: 'too_large' });
      void worker.terminate();
    }, ROSTER_MAX_MS);
    worker.once('message', (outcome: RosterOutcome) => resolve(outcome));
    worker.once('error', (error: Error & { code?: string }) => {
      // A file that fills the thread's heap is too large, whatever its size on disk.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ refused: 'too_large' });
      else reject(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('the roster worker stopped without an answer'));
    });
  });
}

/**
 * The rows of an uploaded roster, each checked against the Thon's teachers, read off the event
 * loop; refuses a file that is unreadable or over a limit, in the words the import page shows.
 */
export async function checkRoster(data: Buffer, teachers: TeacherDirectory): Promise<CheckedRow[]> {
  const outcome = await rosters.run(() => runWorker({ data, teachers }));
  if ('refused' in outcome) throw refusals[outcome.refused]();
  if (outcome.rows.length === 0)
    throw new AppError('validation', messages.importFileEmpty, { File: messages.importFileEmpty });
  if (outcome.rows.length > IMPORT_MAX_ROWS) throw refusals.too_many_rows();
  return outcome.rows;
}
