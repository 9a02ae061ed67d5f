import type { DatabaseConnection } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';

export type JobQueue = {
  boss: PgBoss;
  /** True while the queue is started and its tables answer. */
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
};

/** Starts pg-boss on the product's own database: no separate queue server to run. */
export async function startJobQueue(
  connection: DatabaseConnection,
  logger: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.stockPglite), backend: 'pglite' })
      : new PgBoss({ connectionString: connection.connectionString, max: 4 });
  let running = false;
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  running = true;
  return {
    boss,
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
