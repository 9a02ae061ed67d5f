import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type StockPglite, setDrizzleParsers } from './pglite-parsers';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database handle every query function takes first, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle or an open transaction: query functions accept either. */
export type Executor = Database | Transaction;

export type DatabaseConnection =
  | {
      kind: 'pglite';
      db: Database;
      pglite: PGlite;
      /** The same instance with PGlite's own parsers, for libraries other than Drizzle. */
      stockPglite: StockPglite;
      close(): Promise<void>;
    }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export type ConnectOptions =
  | { kind: 'postgres'; connectionString: string; maxConnections?: number }
  /** dataDir undefined keeps the database in memory; loadDataDir starts it from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
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
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({
    // PostgreSQL's 128 MB of shared buffers would live in the process's WebAssembly memory, which never
    // shrinks; a laptop's database is far smaller, and the operating system caches its files anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const { drizzleClient, stockPglite } = setDrizzleParsers(pglite);
  const db = drizzlePglite({ client: drizzleClient, schema, casing: 'snake_case' }) as unknown as Database;
  return { kind: 'pglite', db, pglite, stockPglite, close: () => pglite.close() };
}
