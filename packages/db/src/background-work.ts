import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';

const background = new AsyncLocalStorage<true>();
/** Per HTTP request: how long the database has worked on its calls so far. */
const requests = new AsyncLocalStorage<{ servedMs: number }>();

/**
 * Runs a job's work (a fan-out, charging, a sweep) as background work: on the embedded database its
 * statements and transactions let the statements of requests go first (decision 158). On PostgreSQL
 * each has a connection of its own, and the mark changes nothing.
 */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Runs what an HTTP request does (the server's hooks and handler) as one request's, never a job's. */
export function asRequest<T>(handle: () => T): T {
  return background.exit(() => requests.run({ servedMs: 0 }, handle));
}

/**
 * How long a job's call waits behind requests on the embedded database before it is taken in the order
 * it asked: under a flood of requests a job is slowed, never stopped.
 */
const LONGEST_WAIT_MS = 250;

type Waiting = {
  /** How long the database had worked for its request before it asked: the less, the sooner it goes. */
  rank: number;
  background: boolean;
  askedAt: number;
  order: number;
  start(): void;
};

/**
 * The order of calls on the embedded database, which has one session: each call (a statement, or a
 * whole transaction, whose own statements are not held back) runs alone, and the next is chosen when it
 * ends. Requests go before jobs; among requests, the one the database has worked on least so far goes
 * first, so a visitor's quick call is not queued behind the later statements of 50 heavy pages
 * asked a moment before. Before a job's call the event loop turns once, so that a request which
 * arrived meanwhile is read, and a request's next call, asked from the continuation of its previous
 * one, still goes first. A request thus waits for at most the one job statement or transaction
 * already running, never for the job's next ones.
 */
export class Turns {
  private running = false;
  private pausing = false;
  private waiting: Waiting[] = [];
  private asked = 0;

  constructor(private readonly longestWaitMs = LONGEST_WAIT_MS) {}

  run<T>(call: () => Promise<T>): Promise<T> {
    const request = requests.getStore();
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        rank: request?.servedMs ?? 0,
        background: background.getStore() === true,
        askedAt: performance.now(),
        order: this.asked++,
        start: () => {
          // Counted, and the next call chosen, before this one's caller goes on and asks again.
          const startedAt = performance.now();
          const ended = () => {
            if (request) request.servedMs += performance.now() - startedAt;
            this.running = false;
            this.next();
          };
          Promise.resolve()
            .then(call)
            .then(
              (value) => {
                ended();
                resolve(value);
              },
              (error: unknown) => {
                ended();
                reject(error);
              },
            );
        },
      });
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.pausing) return;
    const chosen = this.choose();
    if (!chosen) return;
    if (chosen.background) {
      // A turn of the event loop first: requests read meanwhile, and the next calls of requests just
      // answered, ask before the job's call is chosen again.
      this.pausing = true;
      setImmediate(() => {
        this.pausing = false;
        const again = this.choose();
        if (again) this.start(again);
      });
      return;
    }
    this.start(chosen);
  }

  private start(waiting: Waiting): void {
    this.waiting = this.waiting.filter((other) => other !== waiting);
    this.running = true;
    waiting.start();
  }

  private choose(): Waiting | undefined {
    const now = performance.now();
    // A job's call that has waited its longest is taken as a request's first call, in the order asked.
    const key = (waiting: Waiting) =>
      waiting.background && now - waiting.askedAt < this.longestWaitMs
        ? Number.POSITIVE_INFINITY
        : waiting.background
          ? 0
          : waiting.rank;
    let best: Waiting | undefined;
    for (const waiting of this.waiting) {
      if (!best || key(waiting) < key(best) || (key(waiting) === key(best) && waiting.order < best.order))
        best = waiting;
    }
    return best;
  }
}

/**
 * Runs one statement of a transaction that already has its turn. A job's lets the event loop turn first:
 * its transaction still holds the one session to the end, but a request read meanwhile that needs no
 * database (a kept public answer) is answered between two of its statements instead of after all.
 */
export async function statementInTurn<T>(statement: () => Promise<T>): Promise<T> {
  if (background.getStore() === true) await new Promise<void>((resolve) => setImmediate(resolve));
  return statement();
}

/**
 * Rows a job writes per transaction on this handle. PostgreSQL gives each request a connection of its
 * own, so a job's pages there are as big as is quick; the embedded engine's one session makes every
 * request wait for the transaction a job has open, so its pages are short.
 */
export function rowsPerTransaction(db: object, rows: { server: number; embedded: number }): number {
  return db instanceof PgliteDatabase || db instanceof PgliteTransaction ? rows.embedded : rows.server;
}
