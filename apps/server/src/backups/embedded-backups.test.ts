import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcesses } from '../testing/server-process';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** One of the operator's commands, as `npm run backup` and `npm run restore` run it. */
async function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const script = fileURLToPath(new URL(`../cli/${name}.ts`, import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return stdout;
}

type Session = { token: string; userid: string };

/** Signs a demo account in on a server, as its sign-in page does. */
async function signIn(server: ServerProcess, userName: string): Promise<Session> {
  const answer = await fetch(`${server.url}/api/auth/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: 'Demo2026' }),
  });
  const { BearerToken, UserId } = (await answer.json()) as { BearerToken: string; UserId: string };
  return { token: BearerToken, userid: UserId };
}

/** Whether a server still knows a sign-in: it lives in the database, so a restore keeps it or not. */
const knows = async (server: ServerProcess, session: Session) =>
  (await fetch(`${server.url}/api/Session/Current`, { headers: session })).status === 200;

describe('backing up and restoring the embedded database', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('backs up the running server, refuses to restore under it, and restores what the backup held', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-backup-'));
    const env = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    [server] = await startServerProcesses(env, 1);
    if (!server) throw new Error('no server');
    const before = await signIn(server, 'admin@pledgethon.test');
    expect(await knows(server, before)).toBe(true);

    const file = join(dataDir, 'nightly.tar.gz');
    expect(await command('backup', [file], env)).toContain('from the running server');
    const after = await signIn(server, 'organizer@pledgethon.test');
    expect(await knows(server, after)).toBe(true);

    await expect(command('restore', [file], env)).rejects.toThrow(/is in use by process/);
    await server.stop();
    expect(await command('restore', [file], env)).toContain('Restored the embedded database');
    expect((await readdir(dataDir)).some((name) => name.startsWith('db.before-restore-'))).toBe(true);

    [server] = await startServerProcesses(env, 1);
    if (!server) throw new Error('no server');
    expect(await knows(server, before)).toBe(true);
    expect(await knows(server, after)).toBe(false);
  }, 240_000);
});
