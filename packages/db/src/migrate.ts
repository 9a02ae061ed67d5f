import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ensureBuiltInTemplates } from './built-in-templates';
import type { DatabaseConnection } from './client';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies the committed migrations, then writes the built-in message templates; safe to run at every
 * start, applied ones are skipped.
 */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(connection.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await ensureBuiltInTemplates(connection.db);
}
