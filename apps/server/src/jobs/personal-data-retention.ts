import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChildPhotos } from '../features/privacy/child-photos';
import { removePersonalData } from '../features/privacy/remove-personal-data';
import type { RemovalCounts } from '../features/privacy/remove-personal-data.types';
import { findThonsDueForRemoval } from '../features/privacy/retention.queries';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

export const RETENTION_QUEUE = QUEUES.retention.name;
// Hourly, off the full hour: a Thon closed early is cleared within the hour, as the screen says.
const RETENTION_CRON = '41 * * * *';

/**
 * Removes the children's personal data of every Thon whose retention has passed or whose data was
 * closed early (decision 088); with dryRun, only counts and logs what would go.
 */
export async function runRetention(
  deps: { db: Executor; photos: ChildPhotos; logger: FastifyBaseLogger },
  { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
): Promise<{ eventId: string; counts: RemovalCounts }[]> {
  const runs = [];
  for (const thon of await findThonsDueForRemoval(deps.db, now)) {
    const { counts } = await removePersonalData(deps.db, deps.photos, {
      eventId: thon.id,
      reason: thon.closedEarly ? 'closed_early' : 'retention',
      dryRun,
      userId: null,
    });
    deps.logger.info({ eventCode: thon.eventCode, dryRun, counts }, 'children’s personal data removed');
    runs.push({ eventId: thon.id, counts });
  }
  return runs;
}

export async function startRetention(deps: {
  db: Executor;
  jobs: JobQueue;
  photos: ChildPhotos;
  logger: FastifyBaseLogger;
}) {
  await deps.jobs.boss.schedule(RETENTION_QUEUE, RETENTION_CRON);
  await deps.jobs.work(RETENTION_QUEUE, async () => {
    await runRetention(deps);
  });
}
