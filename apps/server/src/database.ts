import { mkdir } from 'node:fs/promises';
import { connectDatabase, type DatabaseConnection } from '@pledgethon/db';
import type { Config } from './config';
import { lockDatabaseDir } from './database-lock';

/** The Postgres server named by DATABASE_URL, otherwise the embedded database under DATA_DIR. */
export async function openDatabase(config: Config): Promise<DatabaseConnection> {
  if (config.DATABASE_URL) {
    return connectDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL });
  }
  await mkdir(config.databaseDir, { recursive: true });
  const lock = await lockDatabaseDir(config.databaseDir);
  try {
    const connection = await connectDatabase({ kind: 'pglite', dataDir: config.databaseDir });
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
