import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type DatabaseConnection } from '@pledgethon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { waitForDatabase } from './database-start';
import { closedPort } from './testing/dead-dependencies';
import { runUntilExit } from './testing/server-process';

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('waiting for a database server at start', () => {
  let port = 0;
  let database: DatabaseConnection | undefined;
  beforeAll(async () => {
    port = await closedPort();
    database = await connectDatabase({
      kind: 'postgres',
      connectionString: `postgres://postgres@127.0.0.1:${port}/pledgethon`,
    });
  });
  afterAll(() => database?.close());

  it('tries once a second with one line naming the cause, then gives up with one line', async () => {
    if (!database) throw new Error('the connection opens in beforeAll');
    let now = 0;
    const clock = {
      now: () => now,
      pause: async (ms: number) => {
        now += ms;
      },
    };
    const reported: string[] = [];
    const waited = waitForDatabase(database, 3, (line) => reported.push(line), clock);
    await expect(waited).rejects.toThrow(ConfigError);
    await expect(waited).rejects.toThrow(
      `The database did not answer within 3 s (connect ECONNREFUSED 127.0.0.1:${port}); stopping.`,
    );
    expect(reported).toEqual(
      [1, 2, 3].map((attempt) => expect.stringContaining(`try ${attempt}: connect ECONNREFUSED`)),
    );
    expect(reported[0]).toBe(
      `The database does not answer (try 1: connect ECONNREFUSED 127.0.0.1:${port}); trying again for 3 s more`,
    );
  });
});

describe('a server process that cannot start', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops after DATABASE_START_SECONDS with a line per try and one to say why, no stack', async () => {
    const port = await closedPort();
    const run = await runUntilExit({
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/pledgethon`,
      DATABASE_START_SECONDS: '1',
    });
    expect(run.code).toBe(1);
    const said = lines(run.stderr);
    expect(said.at(-1)).toMatch(
      /^The database did not answer within 1 s \(connect ECONNREFUSED .+\); stopping\./,
    );
    expect(said.slice(0, -1).length).toBeGreaterThanOrEqual(1);
    for (const line of said.slice(0, -1)) expect(line).toMatch(/^The database does not answer \(try \d+: /);
  }, 90_000);

  it('refuses to run as one of several processes with images on its own disk', async () => {
    const run = await runUntilExit({ DATA_DIR: dataDir, SERVER_PROCESSES: '2' });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      expect.stringMatching(/^Invalid configuration: SERVER_PROCESSES is 2, .*S3_ENDPOINT .* or IMAGES_DIR/),
    ]);
  }, 90_000);
});
