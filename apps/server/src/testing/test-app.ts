import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConnection } from '@pledgethon/db';
import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { testProviderTransactions } from '../features/reconciliation/test-provider-transactions';
import { localPaymentAccounts } from '../integrations/payments/local-payment-accounts';
import type { PaymentAccounts } from '../integrations/payments/payment-accounts.types';
import type { Payments } from '../integrations/payments/payments.types';
import { testPayments } from '../integrations/payments/test-payments';
import { type JobQueue, startJobQueue } from '../jobs/job-queue';
import { startWorkers } from '../jobs/workers';

export type TestAppOptions = {
  webDistDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the app logs; by default nowhere (LOG_LEVEL silent). */
  logger?: pino.Logger;
  paymentAccounts?: PaymentAccounts;
  /** The provider donors pay through; the configured one (the test provider) by default. */
  payments?: Payments;
};

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
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase();
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const jobs = await startJobQueue(database, logger);
  const payments = options.payments ?? testPayments;
  const paymentAccounts = options.paymentAccounts ?? localPaymentAccounts;
  const balanceTransactions = testProviderTransactions(database.db);
  const providers = { payments, paymentAccounts, balanceTransactions };
  const workers = await startWorkers({ db: database.db, jobs, config, logger, ...providers });
  const app = await buildApp({
    config,
    database,
    jobs,
    ...providers,
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
      await workers.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another process's app beside the fixture's, on the fixture's job queue: on another database handle
 * (one that is down, one that only reads) or with other settings (another DATA_DIR).
 */
export function buildAppOn(
  server: TestApp,
  other: { database?: DatabaseConnection; config?: Config; logger?: pino.Logger },
): Promise<FastifyInstance> {
  const config = other.config ?? server.config;
  return buildApp({
    config,
    database: other.database ?? server.database,
    jobs: server.jobs,
    logger: other.logger ?? pino({ level: 'silent' }),
    version: 'test',
    webDistDir: config.DATA_DIR,
  });
}

/** The app useTestApp shares with a describe block, with its database handle to hand. */
export type TestAppFixture = TestApp & { readonly db: TestDatabase['db'] };

/**
 * One app for the enclosing describe block (or file): created in its beforeAll, closed in its
 * afterAll. The block runs this while Vitest collects it, before the app exists, so the fixture
 * reads the app only when a test or later hook uses it.
 *
 * Options may be a function, called in the beforeAll, when they come from something an earlier
 * beforeAll started (a fake server, a build folder). Vitest runs afterAll hooks in reverse, so the
 * app closes before whatever was started ahead of it.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestAppFixture {
  let current: TestApp | undefined;
  const started = () => {
    if (!current) throw new Error('useTestApp: the app exists only from its beforeAll to its afterAll');
    return current;
  };
  // Safe to call twice, and a no-op when the beforeAll failed: there is then nothing to close.
  const close = async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  };
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(close);
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get database() {
      return started().database;
    },
    get db() {
      return started().database.db;
    },
    get jobs() {
      return started().jobs;
    },
    // Lets the fixture stand in for a TestApp in helpers that take one.
    close,
  };
}
