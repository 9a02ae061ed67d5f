import type { DatabaseConnection } from '@pledgethon/db';

export type RecordedQuery = { text: string; params: unknown[] };
type Query = (text: unknown, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Records every statement Drizzle sends outside a transaction while `run` runs, on either engine: it
 * listens where Drizzle calls the driver (PGlite's query, the pool's query).
 */
export async function recordQueries(connection: DatabaseConnection, run: () => Promise<unknown>) {
  const driver = (connection.kind === 'pglite' ? connection.pglite : connection.pool) as unknown as {
    query: Query;
  };
  const original = driver.query;
  const recorded: RecordedQuery[] = [];
  driver.query = function (this: unknown, text, params, ...rest) {
    const sql = typeof text === 'string' ? text : (text as { text: string }).text;
    recorded.push({ text: sql, params: params ?? [] });
    return original.call(this, text, params, ...rest);
  } as Query;
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return recorded;
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Every node of a statement's plan, in the order the plan nests them, with the table it reads if any. */
async function planNodes(connection: DatabaseConnection, query: RecordedQuery) {
  const explain = `explain (format json) ${query.text}`;
  const { rows } =
    connection.kind === 'pglite'
      ? await connection.stockPglite.query<Record<string, unknown>>(explain, query.params)
      : await connection.pool.query(explain, query.params);
  const cell = Object.values(rows[0] as Record<string, unknown>)[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const nodes: { type: string; relation: string | undefined }[] = [];
  const walk = (node: PlanNode) => {
    nodes.push({ type: node['Node Type'], relation: node['Relation Name'] });
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return nodes;
}

/** The tables a statement's plan reads by a sequential scan, by name. */
export async function sequentialScans(connection: DatabaseConnection, query: RecordedQuery) {
  return (await planNodes(connection, query)).flatMap(({ type, relation }) =>
    type === 'Seq Scan' && relation ? [relation] : [],
  );
}

/** The plan of the one statement `run` sends, for a function that must read what it shows in one. */
export async function planOfOnlyStatement(connection: DatabaseConnection, run: () => Promise<unknown>) {
  const queries = await recordQueries(connection, run);
  const [query] = queries;
  if (!query || queries.length > 1) throw new Error(`expected one statement, ${queries.length} were sent`);
  return planNodes(connection, query);
}
