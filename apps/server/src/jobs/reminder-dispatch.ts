import { reminderSendAt } from '@pledgethon/core/zones';
import type { Database } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { fanOutReminder } from '../features/reminders/fan-out-reminder';
import { listScheduledReminders } from '../features/reminders/reminder-sending.queries';
import type { JobQueue } from './job-queue';
import { askForFreshStatistics } from './planner-statistics';
import { QUEUES } from './queues';

const REMINDER_SWEEP_CRON = '* * * * *';

// Jobs are made this far ahead, each to start at its reminder's own moment.
const LOOKAHEAD_MS = 60 * 60_000;
// A reminder missed by more than this (the server was off) is not sent late: the day has passed.
const STALE_MS = 12 * 60 * 60_000;
// Reminders run at most 90 days either side of the event (decision 061).
const DAYS_EITHER_SIDE = 91;
const DAY_MS = 86_400_000;

type ReminderJob = { reminderId: string; dueAt: string };

/** Makes the job that queues a reminder's messages at its moment; one per (reminder, moment). */
export async function queueReminderFanOut(jobs: JobQueue, job: ReminderJob): Promise<void> {
  await jobs.boss.send(QUEUES.reminderFanOut.name, job, {
    startAfter: new Date(job.dueAt),
    singletonKey: `${job.reminderId}@${job.dueAt}`,
  });
}

/**
 * Makes a pg-boss job, to start at its computed local time, for every enabled reminder due within the
 * hour (or missed by less than half a day) whose recipients are not yet queued. One job per
 * (reminder, moment) exists at a time, whichever process sweeps. Answers how many were due.
 */
async function scheduleDueReminders(jobs: JobQueue, db: Database, now = new Date()): Promise<number> {
  const shift = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const reminders = await listScheduledReminders(db, {
    from: shift(-DAYS_EITHER_SIDE),
    to: shift(DAYS_EITHER_SIDE),
  });
  let due = 0;
  for (const reminder of reminders) {
    if (reminder.days === null || reminder.time === null) continue;
    const dueAt = reminderSendAt({ ...reminder, days: reminder.days, time: reminder.time });
    const wait = dueAt.getTime() - now.getTime();
    if (wait > LOOKAHEAD_MS || wait < -STALE_MS) continue;
    if (reminder.dispatchedFor?.getTime() === dueAt.getTime()) continue;
    due += 1;
    await queueReminderFanOut(jobs, { reminderId: reminder.id, dueAt: dueAt.toISOString() });
  }
  return due;
}

/** The reminder workers: a sweep every minute makes the jobs, and each job queues its messages. */
export async function startReminderDispatch(deps: {
  db: Database;
  jobs: JobQueue;
  config: Config;
  logger: FastifyBaseLogger;
}): Promise<void> {
  await deps.jobs.work<ReminderJob>(QUEUES.reminderFanOut.name, async ([job]) => {
    if (!job) return;
    // The signal ends the fan-out between pages once this worker no longer holds the job (its
    // expiry passed, or the supervisor gave it to another): the holder goes on from the record.
    const queued = await fanOutReminder(deps, job.data, job.signal);
    deps.logger.info({ reminderId: job.data.reminderId, queued }, 'reminder queued');
    // Only a fan-out that wrote rows changed what the planner knows.
    if (queued > 0) await askForFreshStatistics(deps.jobs);
  });
  await deps.jobs.boss.schedule(QUEUES.reminderSweep.name, REMINDER_SWEEP_CRON);
  await deps.jobs.work(QUEUES.reminderSweep.name, async () => {
    await scheduleDueReminders(deps.jobs, deps.db);
  });
}
