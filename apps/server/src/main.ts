import { isDatabaseEmpty, migrateDatabase, seedDemo } from '@pledgethon/db';
import { buildApp } from './app';
import { serveBackups } from './backups/embedded-backups';
import { formatDemoSummary } from './cli/demo-summary';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './database';
import { waitForDatabase } from './database-start';
import { configuredProviders } from './integrations/payments/configured-payments';
import { startJobQueue } from './jobs/job-queue';
import { refreshPlannerStatistics } from './jobs/planner-statistics';
import { startWorkers } from './jobs/workers';
import { createLogger } from './logger';
import { serverVersion, webDistDir } from './paths';

// A setting, a held database or one that never answers stops the start with its one line, not a stack.
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
}

const config = readConfig();
const logger = createLogger(config);
const database = await openDatabase(config).catch(exitOnConfigError);
await waitForDatabase(database, config.DATABASE_START_SECONDS).catch(exitOnConfigError);
await migrateDatabase(database);

// The embedded database is a laptop's: it gets the demo by itself. A real server only on request.
const seedNow =
  database.kind === 'pglite' && config.SEED_DEMO === 'auto' && (await isDatabaseEmpty(database.db));
const demo = seedNow ? await seedDemo(database.db, { publicUrl: config.publicUrl }) : undefined;
// The demo's thousands of rows arrive at once; the planner learns of them before the first visitor.
if (demo) await refreshPlannerStatistics(database.db);

const jobs = await startJobQueue(database, logger);
const providers = configuredProviders(database.db, config);
logger.info(
  { payments: providers.payments.name },
  providers.payments.name === 'stripe'
    ? 'donors pay through Stripe'
    : 'donors pay through the built-in TEST provider: no money moves',
);
const workers = await startWorkers({ db: database.db, jobs, config, logger, ...providers });
const app = await buildApp({
  config,
  database,
  jobs,
  ...providers,
  version: serverVersion,
  webDistDir,
  logger,
});
// `npm run backup` asks this process for the embedded database while it runs (decision 123).
const backups =
  database.kind === 'pglite' ? await serveBackups(database.pglite, config.databaseDir, logger) : null;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) process.exit(1);
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  await backups?.close();
  await jobs.stop();
  await workers.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const engine =
  database.kind === 'pglite' ? `embedded database in ${config.databaseDir}` : 'PostgreSQL server';
console.log(`\nPledgeThon is running at ${config.publicUrl}/home (${engine})`);
if (demo) console.log(formatDemoSummary(demo));
