import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseConnection } from '@pledgethon/db';
import pino from 'pino';
import { startJobQueue } from '../jobs/job-queue';

const jobQueueSources = ['../jobs/job-queue.ts', '../jobs/queues.ts'];

/**
 * The job queue's tables and queues, made once in the server tests' template rather than by every
 * test file's app on its own copy (pg-boss's schema and a partition per queue: the larger part of a
 * file's start on PGlite). Each app still starts the queue, which then only checks what is there.
 */
export const jobQueueTemplate = {
  key: createHash('sha256')
    .update(jobQueueSources.map((source) => readFileSync(new URL(source, import.meta.url))).join('\n'))
    .digest('hex')
    .slice(0, 12),
  async prepare(connection: DatabaseConnection) {
    const jobs = await startJobQueue(connection, pino({ level: 'silent' }));
    await jobs.stop();
  },
};
