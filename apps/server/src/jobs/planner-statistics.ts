import { type Executor, sql } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

export const PLANNER_STATISTICS_QUEUE = QUEUES.plannerStatistics.name;
// Hourly, off the full hour and off the sign-in cleanup's minute.
const PLANNER_STATISTICS_CRON = '43 * * * *';

/**
 * Gathers the planner's statistics of every table (decision 132). The embedded database has no
 * autovacuum, so without this it plans a 5,000-child Thon's queries as if its tables were empty.
 */
export async function refreshPlannerStatistics(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Asks for fresh statistics after a bulk change (an import, a charging run, a reminder's fan-out).
 * The queue keeps one such job waiting, so a burst of asks makes one run, in the background.
 */
export async function askForFreshStatistics(jobs: JobQueue): Promise<void> {
  await jobs.boss.send(PLANNER_STATISTICS_QUEUE, {});
}

export async function startPlannerStatistics(deps: {
  db: Executor;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}) {
  await deps.jobs.boss.schedule(PLANNER_STATISTICS_QUEUE, PLANNER_STATISTICS_CRON);
  await deps.jobs.work(PLANNER_STATISTICS_QUEUE, async () => {
    const started = Date.now();
    await refreshPlannerStatistics(deps.db);
    deps.logger.info({ ms: Date.now() - started }, 'planner statistics gathered');
  });
}
