import { spawnSync } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { lockDatabaseDir } from './database-lock';

describe('the lock on the embedded database folder', () => {
  let dataDir: string;
  let dir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-lock-'));
    dir = join(dataDir, 'db');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const holder = () => readFile(`${dir}.lock`, 'utf8').then((text) => Number(text));
  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    );

  it('refuses a folder another live process holds, naming the folder and the process', async () => {
    // The test runner's parent process stands for a server that has the folder open.
    await writeFile(`${dir}.lock`, `${process.ppid}\n`);
    await expect(lockDatabaseDir(dir)).rejects.toThrow(
      `The embedded database in ${dir} is in use by process ${process.ppid}; stop that process or set another DATA_DIR`,
    );
    expect(await holder()).toBe(process.ppid);
  });

  it('takes over the lock of a process that has ended, and gives it up on release', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${dir}.lock`, `${ended}\n`);
    const lock = await lockDatabaseDir(dir);
    expect(await holder()).toBe(process.pid);
    await lock.release();
    expect(await exists(`${dir}.lock`)).toBe(false);
  });

  it('stops the embedded database from opening while another process holds it', async () => {
    await writeFile(`${dir}.lock`, `${process.ppid}\n`);
    await expect(openDatabase(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      `The embedded database in ${dir} is in use by process ${process.ppid}`,
    );
  });
});
