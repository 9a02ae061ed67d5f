import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { WorkQueue } from './work-queue';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
    },
    finish,
    started: () => started,
  };
}

describe('a bounded work queue', () => {
  it('runs up to its limit, keeps a few waiting in order, and refuses one more with 429', async () => {
    const queue = new WorkQueue({ running: 1, waiting: 1 });
    const first = heldJob();
    const second = heldJob();
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    await Promise.resolve();
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: messages.uploadsBusy });

    first.finish();
    await running;
    await new Promise((resolve) => setImmediate(resolve));
    expect(second.started()).toBe(true);
    second.finish();
    await waiting;
    // Once all are done, a new job runs at once.
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new WorkQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });
});
