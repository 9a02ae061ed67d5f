import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ErrorData, Reply, Request } from './protocol';

// Built (`npm run build`), the thread's script is a bundle of its own beside the server's main.js;
// run from the sources (tests, `npm run dev:server`, the benchmarks), it is this folder's worker.ts,
// which Node runs without compiling.
const built = join(import.meta.dirname, 'embedded-database-worker.js');
const script = existsSync(built) ? built : join(import.meta.dirname, 'worker.ts');

/** The words every call says once the thread is gone: the server's health reads them as the database down. */
export const THREAD_STOPPED = 'The embedded database stopped';

/** A PGlite error as the caller would have caught it in this thread: its fields (code, constraint, ...) kept. */
function revive({ name, message, stack, fields }: ErrorData): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

type Waiting = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * The one thread that holds the process's embedded databases. Calls wait only while they are in
 * flight: an idle thread keeps no process alive, as an idle PGlite did not.
 */
class EmbeddedThread {
  private readonly worker = new Worker(script);
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextCall = 1;
  private stopped: Error | undefined;

  constructor(private readonly onStop: () => void) {
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.receive(reply));
    this.worker.on('error', (error: Error) => this.stop(`${THREAD_STOPPED}: ${error.message}`));
    this.worker.on('exit', (code) => this.stop(`${THREAD_STOPPED}: its thread exited with code ${code}`));
  }

  call(instance: number, request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const call = this.nextCall++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(call, { resolve, reject });
      this.worker.postMessage({ call, instance, request }, transfer);
    });
  }

  /** Notifications arrive before the reply of the query that caused them, as PGlite gives them. */
  hear(listener: number, callback: (payload: string) => void): () => void {
    this.listeners.set(listener, callback);
    return () => this.listeners.delete(listener);
  }

  private receive(reply: Reply): void {
    if ('notify' in reply) {
      this.listeners.get(reply.notify)?.(reply.payload);
      return;
    }
    const waiting = this.waiting.get(reply.call);
    this.waiting.delete(reply.call);
    if (this.waiting.size === 0) this.worker.unref();
    if ('error' in reply) waiting?.reject(revive(reply.error));
    else waiting?.resolve(reply.value);
  }

  private stop(message: string): void {
    if (this.stopped) return;
    this.stopped = new Error(message);
    this.onStop();
    for (const waiting of this.waiting.values()) waiting.reject(this.stopped);
    this.waiting.clear();
  }
}

let current: EmbeddedThread | undefined;

/** The running thread, or a new one when none runs or the last one stopped. */
export function embeddedThread(): EmbeddedThread {
  if (!current) {
    const thread: EmbeddedThread = new EmbeddedThread(() => {
      if (current === thread) current = undefined;
    });
    current = thread;
  }
  return current;
}

export type { EmbeddedThread };
