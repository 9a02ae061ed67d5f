import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type DatabaseConnection, migrateDatabase } from '@pledgethon/db';
import pg from 'pg';

export type BenchEngine = 'pglite' | 'postgres';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export const benchEngines: readonly BenchEngine[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A new migrated database of the engine for one benchmark, dropped afterwards: PGlite in a temp
 * folder of its own, or a database `pledgethon_{name}_…` on the PostgreSQL server.
 */
export async function withBenchDatabase<T>(
  engine: BenchEngine,
  name: string,
  run: (database: DatabaseConnection) => Promise<T>,
): Promise<T> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), `pledgethon-${name}-`));
    const database = await connectDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    try {
      await migrateDatabase(database);
      return await run(database);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (!serverUrl)
    throw new Error('neither BENCH_DATABASE_URL nor TEST_DATABASE_URL names a PostgreSQL server');
  const databaseName = `pledgethon_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const database = await connectDatabase({ kind: 'postgres', connectionString: url.toString() });
  try {
    await migrateDatabase(database);
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
}
