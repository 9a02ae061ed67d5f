import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Executor, sql } from '@pledgethon/db';
import type { Config } from '../../config';
import { withinDeadline } from '../../deadline';
import { unavailableDependency } from '../../http/dependency-failure';
import type { DependencyOutages } from '../../http/dependency-outages';

// A probe that hangs is a failed probe: a load balancer waits on it no longer than this.
const CHECK_MS = 2_000;

/**
 * Whether the database takes a write: a read answers on a standby, a read-only database or one whose
 * disk is full, where every pledge would fail. The row lives in a temporary table gone at commit.
 */
export async function databaseWrites(db: Executor, outages: DependencyOutages): Promise<boolean> {
  try {
    await withinDeadline(
      db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table readiness_check (checked_at timestamptz) on commit drop`);
        await tx.execute(sql`insert into readiness_check values (now())`);
      }),
      CHECK_MS,
    );
    outages.up('database');
    return true;
  } catch (error) {
    if (unavailableDependency(error) === 'database') outages.down('database', error);
    return false;
  }
}

/** Whether the folders the server writes uploads to take a file (a full disk refuses one). */
export async function dataDirectoryWrites(config: Config): Promise<boolean> {
  const folders = new Set([config.DATA_DIR, config.imagesDir]);
  try {
    for (const folder of folders) {
      const probe = join(folder, `.readiness-check-${process.pid}`);
      await withinDeadline(writeFile(probe, 'ready\n'), CHECK_MS);
      await rm(probe, { force: true });
    }
    return true;
  } catch {
    return false;
  }
}
