import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { type TemplateExtra, templateFingerprint } from './template';

const TEMPLATE_PREFIX = 'pledgethon_template_';
// Any fixed key: it serialises concurrent runs that prepare the template on the same server.
const TEMPLATE_LOCK_KEY = 740_026;
// Another checkout on the same server may still be cloning a template with other migrations: only a
// template nobody has prepared for a day is stale enough to drop.
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Prepares a migrated template database (with the project's extra) once; each test file then clones it
 * (CREATE DATABASE ... TEMPLATE) under a name of this run's. The returned teardown drops what is left
 * of them: a worker's clone made ahead for a next file that never came (test-database.ts).
 */
export async function setupPostgres(
  project: TestProject,
  extra?: TemplateExtra,
): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const templateName = `${TEMPLATE_PREFIX}${templateFingerprint(extra)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const existing = await admin.query<{ datname: string; used: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS used
         FROM pg_database WHERE datname LIKE $1`,
      [`${TEMPLATE_PREFIX}%`],
    );
    const names = existing.rows.map((row) => row.datname);
    const stale = existing.rows.filter(
      (row) => row.datname !== templateName && Date.now() - Number(row.used ?? 0) > STALE_AFTER_MS,
    );
    for (const { datname } of stale) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    if (!names.includes(templateName)) {
      await admin.query(`CREATE DATABASE "${templateName}"`);
      try {
        const connection = await connectDatabase({
          kind: 'postgres',
          connectionString: databaseUrl(serverUrl, templateName),
          maxConnections: 1,
        });
        try {
          await migrateDatabase(connection);
          await extra?.prepare(connection);
        } finally {
          await connection.close();
        }
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
        throw error;
      }
    }
    await admin.query(`COMMENT ON DATABASE "${templateName}" IS '${Date.now()}'`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    await admin.end();
  }
  const clonePrefix = `pledgethon_test_${randomBytes(4).toString('hex')}_`;
  project.provide('testDatabase', { kind: 'postgres', serverUrl, templateName, clonePrefix });
  return () => dropClones(serverUrl, clonePrefix);
}

async function dropClones(serverUrl: string, clonePrefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A worker ended while its clone ahead was being made: that clone commits only when it is done.
    for (let waited = 0; waited < 10_000; waited += 100) {
      const making = await admin.query(
        "SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND left(query, length($1)) = $1",
        [`CREATE DATABASE "${clonePrefix}`],
      );
      if (making.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const left = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1',
      [clonePrefix],
    );
    for (const { datname } of left.rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export { databaseUrl };

export default (project: TestProject) => setupPostgres(project);
