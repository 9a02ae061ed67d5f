import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { type TemplateExtra, templateFingerprint } from './template';

/**
 * Migrates one in-memory database per run (and adds the project's extra) and dumps it, so every test
 * file starts from a copy. The returned teardown removes the dump when the run ends.
 */
export async function setupPglite(project: TestProject, extra?: TemplateExtra): Promise<() => Promise<void>> {
  const connection = await connectDatabase({ kind: 'pglite' });
  if (connection.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(connection);
  await extra?.prepare(connection);
  // Every test file loads this dump, and a third of it is template0 and template1: copies of the
  // catalogue that only CREATE DATABASE reads, which no test runs on PGlite. Without them a file's
  // database loads in two thirds of the time (decision 146).
  for (const template of ['template0', 'template1']) {
    await connection.pglite.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await connection.pglite.exec(`DROP DATABASE ${template}`);
  }
  const dump = await connection.pglite.dumpDataDir('none');
  await connection.close();
  const dumpPath = join(tmpdir(), `pledgethon-test-${templateFingerprint(extra)}-${process.pid}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rm(dumpPath, { force: true });
}

export default (project: TestProject) => setupPglite(project);
