import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseConnection } from '../client';
import { migrationsFolder } from '../migrate';

/**
 * What a project's test databases hold beyond the migrations (the server's job queue), made once in the
 * template; `key` changes whenever what `prepare` makes does.
 */
export type TemplateExtra = { key: string; prepare(connection: DatabaseConnection): Promise<void> };

/** Changes whenever a migration (or the extra) does, so a stale template is never reused. */
export function templateFingerprint(extra?: TemplateExtra): string {
  const hash = createHash('sha256').update(extra?.key ?? '');
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

type TestDatabaseSource =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string; clonePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
