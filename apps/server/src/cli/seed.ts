import { isDatabaseEmpty, migrateDatabase, seedDemo } from '@pledgethon/db';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../database';
import { formatDemoSummary } from './demo-summary';

/** `npm run db:seed`: the demo on request, for a Postgres server or a fresh embedded database. */
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  if (await isDatabaseEmpty(database.db)) {
    console.log(formatDemoSummary(await seedDemo(database.db, { publicUrl: config.publicUrl })));
  } else {
    console.log('The database already holds data; the demo is only added to an empty database.');
  }
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
