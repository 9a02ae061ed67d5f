import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type JobQueue, startJobQueue } from '../jobs/job-queue';
import { startWorkers } from '../jobs/workers';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  jobs: JobQueue;
  close(): Promise<void>;
};

/**
 * The real app on this test file's own database and job queue. webDistDir defaults to a folder
 * with no build in it; pass one to test page serving.
 */
export async function createTestApp(
  options: { webDistDir?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase();
  const logger = pino({ level: config.LOG_LEVEL });
  const jobs = await startJobQueue(database, logger);
  const workers = await startWorkers({ db: database.db, jobs, config, logger });
  const app = await buildApp({
    config,
    database,
    jobs,
    logger,
    version: 'test',
    webDistDir: options.webDistDir ?? join(dataDir, 'web'),
  });
  return {
    app,
    config,
    database,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      workers.close();
      await database.close();
    },
  };
}
