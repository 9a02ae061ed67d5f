import { type DatabaseConnection, inBackground } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, fromPglite, PgBoss, type WorkHandler } from 'pg-boss';
import { createQueues, SUPERVISE_SECONDS } from './queues';

export type JobQueue = {
  boss: PgBoss;
  /**
   * Starts a worker on a queue. Its work is background work: on the embedded database, requests'
   * statements go before its own (decision 158).
   */
  work<Data>(name: string, handler: WorkHandler<Data>): Promise<string>;
  /** True while the queue is started and its tables answer. */
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
};

/**
 * Starts pg-boss on the product's own database, with every queue: no separate queue server to run.
 * `clock` is pg-boss's own, for a test that moves the queue's time by hand.
 */
export async function startJobQueue(
  connection: DatabaseConnection,
  logger: FastifyBaseLogger,
  { clock }: { clock?: Clock } = {},
): Promise<JobQueue> {
  // The supervisor finds the jobs of dead workers; passing often, it hands them on within a minute.
  const supervision = {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    ...(clock ? { clock } : {}),
  };
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.stockPglite), backend: 'pglite', ...supervision })
      : new PgBoss({ connectionString: connection.connectionString, max: 4, ...supervision });
  let running = false;
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueues(boss);
  running = true;
  return {
    boss,
    work: <Data>(name: string, handler: WorkHandler<Data>) =>
      boss.work<Data>(name, (jobs) => inBackground(() => handler(jobs))),
    async isHealthy() {
      if (!running) return false;
      try {
        return await boss.isInstalled();
      } catch {
        return false;
      }
    },
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
