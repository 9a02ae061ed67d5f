import { and, type Database, eq, rowsPerTransaction, schema, sql } from '@pledgethon/db';
import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FAN_OUT_PAGE, fanOutReminder } from '../features/reminders/fan-out-reminder';
import { reminderOf } from '../features/reminders/testing';
import { thonWithManyFamilies } from '../features/reminders/testing-delivery';
import { waitFor } from '../testing/message-doubles';
import { startJobQueue } from './job-queue';
import { QUEUES } from './queues';
import { queueReminderFanOut, startReminderDispatch } from './reminder-dispatch';

const FAMILIES = 2_500;

/** The database as a worker sees it, counting the pages it commits and failing from page `diesAt` on. */
function pagesOf(db: Database, { diesAt = Number.POSITIVE_INFINITY } = {}) {
  const pages = { committed: 0 };
  const seen = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          if (pages.committed + 1 >= diesAt) throw new Error('the process died');
          const result = await target.transaction(...args);
          pages.committed += 1;
          return result;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: seen, pages };
}

describe('a reminder fan-out whose worker dies part way', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is taken up by a new worker within a minute of its moment and reaches each family once', async () => {
    const db = database.db;
    const logger = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const thon = await thonWithManyFamilies(db, { families: FAMILIES, zone: 'America/Chicago' });
    // Statistics, as a server's autovacuum keeps them: without, the planner reads every family per page.
    await db.execute(sql`analyze`);
    const { job } = await reminderOf(db, thon.event.id, 'SmsReminderComingUp');
    // The queue's time is pg-boss's own clock, moved by hand: the reminder falls due as it starts.
    const clock = new TestClock(Date.parse(job.dueAt));

    // The first process claims the job, queues the first page and dies: it neither
    // finishes the job nor says it failed, as a killed process does not.
    const first = await startJobQueue(database, logger, { clock });
    await queueReminderFanOut(first, job);
    await clock.tick(1_000);
    const [claimed] = await first.boss.fetch<typeof job>(QUEUES.reminderFanOut.name);
    if (!claimed) throw new Error('the first process found no job');
    const dying = pagesOf(db, { diesAt: 2 });
    await expect(fanOutReminder({ db: dying.db, config }, claimed.data)).rejects.toThrow('the process died');
    expect(dying.pages.committed).toBe(1);
    await first.stop();

    // The restarted process's worker, with the queue's minutes passing second by second.
    const restarted = pagesOf(db);
    const second = await startJobQueue(database, logger, { clock });
    try {
      await startReminderDispatch({ db: restarted.db, jobs: second, config, logger });
      const current = async () => {
        const found = await second.boss.getJobById(QUEUES.reminderFanOut.name, claimed.id);
        if (!found) throw new Error('the job is gone');
        return found;
      };
      for (let elapsed = 0; elapsed < 60 && (await current()).retryCount === 0; elapsed += 1) {
        await clock.tick(1_000);
      }
      const taken = await current();
      expect(taken.retryCount).toBe(1);
      expect(taken.startedOn.getTime() - taken.createdOn.getTime()).toBeLessThanOrEqual(60_000);
      await waitFor(async () => ((await current()).state === 'completed' ? true : undefined));
    } finally {
      await second.stop();
    }

    // It went on from the second page: the first is neither read nor queued again.
    expect(restarted.pages.committed).toBe(Math.ceil(FAMILIES / rowsPerTransaction(db, FAN_OUT_PAGE)) - 1);
    const sent = await db
      .select({ address: schema.outboxMessages.toAddress, count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.outboxMessages)
      .where(and(eq(schema.outboxMessages.eventId, thon.event.id), eq(schema.outboxMessages.channel, 'sms')))
      .groupBy(schema.outboxMessages.toAddress);
    expect(sent).toHaveLength(FAMILIES);
    expect(sent.every((row) => row.count === 1)).toBe(true);
    expect(new Set(sent.map((row) => row.address))).toEqual(new Set(thon.phones));
  }, 30_000);
});
