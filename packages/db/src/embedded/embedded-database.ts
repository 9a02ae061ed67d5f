import type { Results } from '@electric-sql/pglite';
import type { QueryOptions, Request } from './protocol';
import { type EmbeddedThread, embeddedThread, THREAD_STOPPED } from './thread';

/**
 * PGlite's query options as callers pass them. Parsers are set once in the thread (Drizzle's types
 * as text, see worker.ts): the ones a caller passes are functions, which cannot cross threads, and
 * are left out.
 */
type CallerOptions = QueryOptions & { parsers?: unknown };

/** What runs queries: the database, or one transaction of it. */
export type Queries = {
  query<T>(text: string, params?: unknown[], options?: CallerOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
};

/** The instance as other libraries expect it, with PGlite's own parsers: the job queue's. */
export type StockPglite = Queries & {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

export type OpenOptions = { dataDir?: string; loadDataDir?: Blob; startParams: string[] };

const crossable = (options: CallerOptions | undefined): QueryOptions | undefined =>
  options && {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
  };

let nextInstance = 1;
let nextListener = 1;

/**
 * A PGlite instance held by the embedded database's thread, used from this one through the part of
 * PGlite's interface the product needs (decision 153). Each call is a message; the thread runs them
 * in PGlite's order, so a query waits behind an open transaction as it would on PGlite itself.
 */
export class EmbeddedDatabase implements Queries {
  private closed = false;
  /** The same database with PGlite's own parsers, for libraries other than Drizzle. */
  readonly stock: StockPglite = {
    query: (text, params, options) => this.queryOn(undefined, true, text, params, options),
    exec: (text) => this.call({ op: 'exec', text, stock: true }) as Promise<Results[]>,
    listen: (channel, callback) => this.listen(channel, callback),
  };

  private constructor(
    private readonly thread: EmbeddedThread,
    private readonly instance: number,
  ) {}

  static async open({ loadDataDir, ...options }: OpenOptions): Promise<EmbeddedDatabase> {
    const database = new EmbeddedDatabase(embeddedThread(), nextInstance++);
    const bytes = loadDataDir && (await loadDataDir.arrayBuffer());
    await database.call(
      { op: 'open', ...options, ...(bytes ? { loadDataDir: bytes } : {}) },
      bytes ? [bytes] : [],
    );
    return database;
  }

  private call(request: Request, transfer?: ArrayBuffer[]): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    return this.thread.call(this.instance, request, transfer);
  }

  private queryOn<T>(
    tx: number | undefined,
    stock: boolean,
    text: string,
    params?: unknown[],
    options?: CallerOptions,
  ) {
    const request: Request = { op: 'query', text, stock, ...(tx ? { tx } : {}) };
    if (params?.length) request.params = params;
    const crossing = crossable(options);
    if (crossing) request.options = crossing;
    return this.call(request) as Promise<Results<T>>;
  }

  query<T>(text: string, params?: unknown[], options?: CallerOptions): Promise<Results<T>> {
    return this.queryOn<T>(undefined, false, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', text, stock: false }) as Promise<Results[]>;
  }

  /**
   * Runs `run` in one transaction, held open in the thread until `run` settles: committed when it
   * returns, rolled back when it throws (its error then passes on), as PGlite's own transaction does.
   */
  async transaction<T>(run: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const queries: Queries = {
      query: (text, params, options) => this.queryOn(tx, false, text, params, options),
      exec: (text) => this.call({ op: 'exec', tx, text, stock: false }) as Promise<Results[]>,
    };
    let result: T;
    try {
      result = await run(queries);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; answers how to stop. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = nextListener++;
    const stopHearing = this.thread.hear(listener, callback);
    try {
      await this.call({ op: 'listen', channel, listener });
    } catch (error) {
      stopHearing();
      throw error;
    }
    return async () => {
      stopHearing();
      await this.call({ op: 'unlisten', listener });
    };
  }

  /** The database's folder as a tarball, taken between two queries. */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // A thread that stopped took the database with it: there is nothing left to close.
    await this.call({ op: 'close' }).catch((error: Error) => {
      if (!error.message.startsWith(THREAD_STOPPED)) throw error;
    });
    this.closed = true;
  }
}
