import { rm, writeFile } from 'node:fs/promises';
import { readinessResponseSchema } from '@pledgethon/contracts';
import { connectDatabase, type DatabaseConnection, sql } from '@pledgethon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, useTestApp } from '../../testing/test-app';

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  const server = useTestApp();

  it('answers ready while the database takes a write and the data folder a file', async () => {
    const response = await ready(server.app);
    expect(response.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(response.json())).toEqual({
      Status: 'ready',
      Database: { Status: 'ok' },
      DataDirectory: { Status: 'ok' },
    });
  });
});

describe('GET /api/health/ready on a data folder that takes no file', () => {
  const server = useTestApp();

  it('answers 503 not ready, while /api/health still says the process is alive', async () => {
    // A path that is not a folder refuses every file, as a full disk does.
    await rm(server.config.DATA_DIR, { recursive: true, force: true });
    await writeFile(server.config.DATA_DIR, '');
    const response = await ready(server.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      Status: 'not ready',
      Database: { Status: 'ok' },
      DataDirectory: { Status: 'unavailable' },
    });
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

/** The test's database as a standby or a database with writes turned off would be: reads only. */
async function readOnlyDatabase(of: DatabaseConnection): Promise<DatabaseConnection> {
  if (of.kind === 'pglite') {
    const database = await connectDatabase({ kind: 'pglite' });
    await database.db.execute(sql`set default_transaction_read_only = on`);
    return database;
  }
  const url = new URL(of.connectionString);
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  return connectDatabase({ kind: 'postgres', connectionString: url.toString(), maxConnections: 1 });
}

describe('GET /api/health/ready on a database that only reads', () => {
  const server = useTestApp();
  let database: DatabaseConnection | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await readOnlyDatabase(server.database);
    app = await buildAppOn(server, { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 not ready though every read answers', async () => {
    if (!app || !database) throw new Error('the app starts in beforeAll');
    await database.db.execute(sql`select 1`);
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ Status: 'not ready', Database: { Status: 'unavailable' } });
  });
});
