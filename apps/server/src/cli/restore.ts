import { resolve } from 'node:path';
import { restoreEmbedded } from '../backups/embedded-backups';
import { restoreServer } from '../backups/server-backups';
import { ConfigError, loadConfig } from '../config';

/**
 * `npm run restore -- <file>`: replaces the database with a backup made by `npm run backup`. Stop the
 * server first: the embedded database refuses while it runs; a PostgreSQL server is restored in one
 * transaction.
 */
try {
  const argument = process.argv[2];
  if (!argument) throw new ConfigError('Name the backup to restore: npm run restore -- <file>');
  const file = resolve(argument);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    await restoreServer(config.DATABASE_URL, file);
    console.log(`Restored the PostgreSQL database from ${file}.`);
  } else {
    const { keptAt } = await restoreEmbedded(config.databaseDir, file);
    console.log(
      `Restored the embedded database in ${config.databaseDir} from ${file}.` +
        (keptAt
          ? ` The database it replaced is kept in ${keptAt}; remove it once the restore is checked.`
          : ''),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
