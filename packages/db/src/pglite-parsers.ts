import { type PGlite, type Transaction, types } from '@electric-sql/pglite';
import { statementInTurn, type Turns } from './background-work';

// Drizzle maps dates, times, intervals and numeric arrays itself from PostgreSQL's text, so its
// PGlite driver asks PGlite to leave them as text. It asks with every query, and PGlite then copies
// its whole table of parsers (about 318 with the array types) to merge the request in: more than
// half the cost of a `select 1`. Set once on the instance, the same parsers cost nothing per query.
const drizzleTextTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** The instance as other libraries expect it, with PGlite's own parsers: the job queue's. */
export type StockPglite = Pick<PGlite, 'query' | 'exec' | 'listen'>;

function leaveOutParsers(client: Pick<Transaction, 'query'>): Pick<Transaction, 'query'> {
  return {
    query: (text, params, options) =>
      client.query(text, params, options && { ...options, parsers: undefined }),
  };
}

function statementsInTurn(tx: Pick<Transaction, 'query'>): Pick<Transaction, 'query'> {
  return { query: (...args) => statementInTurn(() => tx.query(...args)) };
}

/**
 * Gives the instance Drizzle's parsers once. Answers the client to hand Drizzle, which leaves its
 * per-query parsers out, and the instance for everyone else, which passes PGlite's own parsers of
 * those types back with each of its (rare) queries. Both ask in `turns`: requests before jobs.
 */
export function setDrizzleParsers(
  pglite: PGlite,
  turns: Turns,
): { drizzleClient: PGlite; stockPglite: StockPglite } {
  const stock: QueryOptions = {
    parsers: Object.fromEntries(
      drizzleTextTypes.flatMap((type) => {
        const parser = pglite.parsers[type];
        return parser ? [[type, parser]] : [];
      }),
    ),
  };
  for (const type of drizzleTextTypes) pglite.parsers[type] = (text: string) => text;
  const withoutParsers = leaveOutParsers(pglite);
  const drizzleClient = {
    query: (...args: Parameters<PGlite['query']>) => turns.run(() => withoutParsers.query(...args)),
    // The statements inside a transaction are its own: the whole transaction took its turn.
    transaction: <T>(run: (tx: Pick<Transaction, 'query'>) => Promise<T>) =>
      turns.run(() => pglite.transaction((tx) => run(statementsInTurn(leaveOutParsers(tx))))),
  };
  const stockPglite: StockPglite = {
    query: (text, params, options) => turns.run(() => pglite.query(text, params, { ...stock, ...options })),
    exec: (text, options) => turns.run(() => pglite.exec(text, { ...stock, ...options })),
    listen: (channel, callback, tx) => pglite.listen(channel, callback, tx),
  };
  // Drizzle calls only query() and transaction() on its client.
  return { drizzleClient: drizzleClient as unknown as PGlite, stockPglite };
}
