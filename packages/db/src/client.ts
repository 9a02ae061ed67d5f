import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { Turns } from './background-work';
import { type StockPglite, setDrizzleParsers } from './pglite-parsers';
import * as schema from './schema/index';
import {
  pgliteSessionContextChanges,
  postgresSessionContextChanges,
  type SessionContextChanges,
} from './session-context-changes';

type Schema = typeof schema;
/** The one database handle every query function takes first, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle or an open transaction: query functions accept either. */
export type Executor = Database | Transaction;

type Connection = {
  db: Database;
  /** Tells every process when a session's context may have changed, to forget what it remembers. */
  sessionContextChanges: SessionContextChanges;
  close(): Promise<void>;
};

export type DatabaseConnection =
  | (Connection & {
      kind: 'pglite';
      pglite: PGlite;
      /** The same instance with PGlite's own parsers, for libraries other than Drizzle. */
      stockPglite: StockPglite;
    })
  | (Connection & { kind: 'postgres'; pool: pg.Pool; connectionString: string });

export type ConnectOptions =
  | { kind: 'postgres'; connectionString: string; maxConnections?: number }
  /** dataDir undefined keeps the database in memory; loadDataDir starts it from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const sessionContextChanges = postgresSessionContextChanges(options.connectionString);
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      onConnect: (client) => sessionContextChanges.listenOn(client),
    });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => {});
    // A client the pool has lent out (a transaction's) has no error listener of the pool's: when the
    // server ends its connection (a restart, pg_terminate_backend) the 'error' event would be
    // unhandled and end the process. The query in flight fails instead, and the pool drops the
    // client when it comes back unusable.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.connectionString,
      sessionContextChanges,
      close: async () => {
        await sessionContextChanges.close();
        await pool.end();
      },
    };
  }
  const pglite = await PGlite.create({
    // PostgreSQL's 128 MB of shared buffers would live in the process's WebAssembly memory, which never
    // shrinks; a laptop's database is far smaller, and the operating system caches its files anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const { drizzleClient, stockPglite } = setDrizzleParsers(pglite, new Turns());
  const db = drizzlePglite({ client: drizzleClient, schema, casing: 'snake_case' }) as unknown as Database;
  const sessionContextChanges = await pgliteSessionContextChanges(pglite);
  return { kind: 'pglite', db, pglite, stockPglite, sessionContextChanges, close: () => pglite.close() };
}
