import { mkdir } from 'node:fs/promises';
import { connectDatabase, type DatabaseConnection } from '@pledgethon/db';
import type { Config } from './config';

/** The Postgres server named by DATABASE_URL, otherwise the embedded database under DATA_DIR. */
export async function openDatabase(config: Config): Promise<DatabaseConnection> {
  if (config.DATABASE_URL) {
    return connectDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL });
  }
  await mkdir(config.databaseDir, { recursive: true });
  return connectDatabase({ kind: 'pglite', dataDir: config.databaseDir });
}
