import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type Executor, migrateDatabase, seedDemo } from '@pledgethon/db';
import pg from 'pg';
import { type ServerProcess, startServer } from './server-process';

export type RunningEngine = {
  engine: 'pglite' | 'postgres';
  /** How the tables name it when two servers run on one engine (the season's and the Thon alone). */
  label?: string;
  server: ServerProcess;
  /** The first start on a new data directory: it creates and seeds the embedded database. */
  firstStart?: { startMs: number; peakMb: number };
  /** Drops the database and stops the server. */
  close(): Promise<void>;
};

/** Writes what a benchmark opens beside the demo, before the server that serves it starts. */
export type Prepare = (db: Executor) => Promise<void>;

/**
 * The embedded engine started twice, as a newcomer does: first on a new data dir, then again, with
 * `prepare` run on its database in between (the embedded database has one process at a time).
 */
export async function startEmbedded(prepare?: Prepare): Promise<RunningEngine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-load-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    const firstMemory = await first.memory();
    await first.stop();
    if (prepare) {
      const database = await connectDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
      try {
        await prepare(database.db);
      } finally {
        await database.close();
      }
    }
    const server = await startServer({ DATA_DIR: dataDir });
    return {
      engine: 'pglite',
      server,
      firstStart: { startMs: first.startMs, peakMb: firstMemory.peakMb },
      async close() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A fresh database on the PostgreSQL server, given the demo as `npm run db:seed` does and what
 * `prepare` writes; `env` adds settings for the server process.
 */
export async function startOnPostgres(
  serverUrl: string,
  { env = {}, prepare }: { env?: Record<string, string>; prepare?: Prepare } = {},
): Promise<RunningEngine> {
  const name = `pledgethon_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await connectDatabase({ kind: 'postgres', connectionString: url.toString() });
    await migrateDatabase(database);
    await seedDemo(database.db);
    await prepare?.(database.db);
    await database.close();
    const server = await startServer({ DATABASE_URL: url.toString(), ...env });
    return {
      engine: 'postgres',
      server,
      async close() {
        await server.stop();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
