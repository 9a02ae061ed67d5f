import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { backUpEmbedded } from '../backups/embedded-backups';
import { backUpServer } from '../backups/server-backups';
import { loadConfig } from '../config';

/**
 * `npm run backup [-- <file>]`: the database in one file, while the server runs. The embedded
 * database is asked of the running server (or opened, when none runs); a PostgreSQL server is dumped
 * with pg_dump. Without a file, it goes to DATA_DIR/backups, named by the time.
 */
try {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const extension = config.DATABASE_URL ? 'dump' : 'tar.gz';
  const file = resolve(
    process.argv[2] ?? join(config.DATA_DIR, 'backups', `pledgethon-${stamp}.${extension}`),
  );
  await mkdir(dirname(file), { recursive: true });
  if (config.DATABASE_URL) {
    await backUpServer(config.DATABASE_URL, file);
    console.log(`Backed up the PostgreSQL database to ${file} (pg_dump custom format).`);
  } else {
    const how = await backUpEmbedded(config.databaseDir, file);
    console.log(
      `Backed up the embedded database in ${config.databaseDir} to ${file} (${how === 'online' ? 'from the running server' : 'no server was running'}).`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
