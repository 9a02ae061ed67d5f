import { randomBytes } from 'node:crypto';
import { link, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { ConfigError } from './config';

export type DatabaseLock = { path: string; release(): Promise<void> };

const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockHolder(path: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Creates the lock file with our pid in one step (a hard link), so nobody reads it half-written. */
async function tryCreate(path: string): Promise<boolean> {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${process.pid}\n`);
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * The embedded database is one process's: a second one opening the same folder would corrupt it.
 * `<dir>.lock` names the pid holding the folder; a lock whose process has died is taken over.
 */
export async function lockDatabaseDir(dir: string): Promise<DatabaseLock> {
  const path = `${dir}.lock`;
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (await tryCreate(path)) {
      held.add(path);
      return {
        path,
        release: async () => {
          held.delete(path);
          await unlink(path).catch(() => undefined);
        },
      };
    }
    const holder = await lockHolder(path);
    // Our own pid in a lock we did not take is from an earlier life under the same pid (a container's 1).
    const ours = holder === process.pid && !held.has(path);
    if (holder !== undefined && !ours && isAlive(holder)) {
      throw new ConfigError(
        `The embedded database in ${dir} is in use by process ${holder}; stop that process or set another DATA_DIR (remove ${path} if process ${holder} is not PledgeThon).`,
      );
    }
    // Left by a process that has ended (or unreadable): remove it and try again.
    await rm(path, { force: true });
  }
  throw new ConfigError(`Could not lock the embedded database in ${dir}: remove ${path} and start again.`);
}
