import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase, type DatabaseConnection, migrateDatabase, seedDemo, sql } from '@pledgethon/db';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startJobQueue } from '../../apps/server/src/jobs/job-queue';

export type Engine = 'pglite' | 'postgres';
export type StartupSample = {
  engine: Engine;
  openMs: number;
  migrateMs: number;
  seedMs: number;
  firstHealthMs: number;
  healthMs: number[];
  /** `select 1` through the ORM, the floor under every query. */
  selectOneMs: number[];
};

async function withDatabase<T>(
  engine: Engine,
  serverUrl: string | undefined,
  run: (connection: DatabaseConnection, openMs: number) => Promise<T>,
) {
  if (engine === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'pledgethon-bench-'));
    const opening = performance.now();
    const connection = await connectDatabase({ kind: 'pglite', dataDir: dir });
    try {
      return await run(connection, performance.now() - opening);
    } finally {
      await connection.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (!serverUrl) throw new Error('postgres needs a server URL');
  const name = `pledgethon_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opening = performance.now();
  const connection = await connectDatabase({ kind: 'postgres', connectionString: url.toString() });
  try {
    return await run(connection, performance.now() - opening);
  } finally {
    await connection.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** One cold start as `npm start` does it on a new database, then repeated health checks. */
export async function measureStartup(engine: Engine, serverUrl: string | undefined, healthCalls: number) {
  return withDatabase(engine, serverUrl, async (database, openMs): Promise<StartupSample> => {
    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const elapsed = now - mark;
      mark = now;
      return elapsed;
    };
    await migrateDatabase(database);
    const migrateMs = lap();
    await seedDemo(database.db);
    const seedMs = lap();
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const logger = pino({ level: 'silent' });
    const jobs = await startJobQueue(database, logger);
    const app = await buildApp({ config, database, jobs, logger, version: 'bench', webDistDir: tmpdir() });
    await app.inject({ method: 'GET', url: '/api/health' });
    const firstHealthMs = lap();
    const healthMs: number[] = [];
    for (let call = 0; call < healthCalls; call++) {
      await app.inject({ method: 'GET', url: '/api/health' });
      healthMs.push(lap());
    }
    const selectOneMs: number[] = [];
    for (let call = 0; call < healthCalls; call++) {
      await database.db.execute(sql`select 1`);
      selectOneMs.push(lap());
    }
    await app.close();
    await jobs.stop();
    return { engine, openMs, migrateMs, seedMs, firstHealthMs, healthMs, selectOneMs };
  });
}
