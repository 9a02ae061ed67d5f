import { messages } from '@pledgethon/core';
import { AppError } from './app-error';

/**
 * Runs at most `running` jobs at once and lets at most `waiting` more wait their turn; one more is
 * refused at once with 429, so a burst of heavy uploads never queues without bound (decision 106).
 * It bounds this process's own CPU and memory; the per-user limits across processes are rate limits.
 */
export class WorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limits.running) this.active += 1;
    else if (this.queue.length < this.limits.waiting) await new Promise<void>((go) => this.queue.push(go));
    else throw new AppError('rate_limited', messages.uploadsBusy);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so the count of running jobs never dips.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
