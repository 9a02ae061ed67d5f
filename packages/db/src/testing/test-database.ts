import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../client';
import { databaseUrl } from './global-setup-postgres';

export type TestDatabase = DatabaseConnection & { name: string };

// A clone fails with 55006 while another session still holds the template open for a moment.
const OBJECT_IN_USE = '55006';

type PostgresSource = { serverUrl: string; templateName: string; clonePrefix: string };

async function cloneTemplate({ serverUrl, templateName, clonePrefix }: PostgresSource): Promise<string> {
  const name = `${clonePrefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
        return name;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

// A worker keeps this module from file to file (isolate: false), so the clone for its next file is
// made while the current one runs; what is left when the run ends, the global setup's teardown drops.
const clonesAhead = new Map<string, Promise<string>>();

function takeClone(source: PostgresSource): Promise<string> {
  const clone = clonesAhead.get(source.templateName) ?? cloneTemplate(source);
  const ahead = cloneTemplate(source);
  // Awaited by the next file, which then fails with the error; until then it is not unhandled.
  ahead.catch(() => {});
  clonesAhead.set(source.templateName, ahead);
  return clone;
}

/** A freshly migrated database of this test file's own, on the engine the Vitest project names. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = new Blob([await readFile(source.dumpPath)]);
    const connection = await connectDatabase({ kind: 'pglite', loadDataDir: dump });
    return { ...connection, name: 'memory' };
  }
  const name = await takeClone(source);
  const connection = await connectDatabase({
    kind: 'postgres',
    connectionString: databaseUrl(source.serverUrl, name),
    maxConnections: 4,
  });
  return {
    ...connection,
    name,
    close: async () => {
      await connection.close();
      dropInBackground(source.serverUrl, name);
    },
  };
}

/**
 * A drop waits a second or more on the server's disk while the worker could be running its next file,
 * so it is not awaited. One that fails, or has not ended when the worker does, leaves the clone to the
 * global setup's teardown, which drops every clone of the run by its prefix.
 */
function dropInBackground(serverUrl: string, name: string): void {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  cleanup.on('error', () => {});
  cleanup
    .connect()
    .then(() => cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    .catch(() => {})
    .finally(() => cleanup.end().catch(() => {}));
}
