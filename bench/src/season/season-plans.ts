import { connectDatabase, type DatabaseConnection } from '@pledgethon/db';
import pino from 'pino';
import { buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { configuredProviders } from '../../../apps/server/src/integrations/payments/configured-payments';
import { startJobQueue } from '../../../apps/server/src/jobs/job-queue';
import { webDistDir } from '../../../apps/server/src/paths';
import { type RecordedQuery, recordQueries } from '../../../apps/server/src/testing/query-plans';
import { callRoute, type LoadRoute, routeValues } from '../load';

type Explained = { route: string; statement: string; summary: string; lines: string[] };

/** A statement's plan as it ran: its time, the pages it touched, the indexes and tables it read. */
async function explain(connection: DatabaseConnection, query: RecordedQuery) {
  if (connection.kind !== 'postgres') throw new Error('the season runs on PostgreSQL only');
  const { rows } = await connection.pool.query(`explain (analyze, buffers) ${query.text}`, query.params);
  const lines = rows.map((row) => String(Object.values(row as Record<string, string>)[0] ?? ''));
  const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  const buffers = lines.find((line) => line.trim().startsWith('Buffers:'))?.trim() ?? 'Buffers: none';
  const indexes = [
    ...new Set(
      lines.flatMap((line) => line.match(/Index(?: Only)? Scan(?: Backward)? using (\w+)/)?.[1] ?? []),
    ),
  ];
  const seqScans = [...new Set(lines.flatMap((line) => line.match(/Seq Scan on (\w+)/)?.[1] ?? []))];
  return {
    lines,
    summary: `${time}; ${buffers}; indexes: ${indexes.join(', ') || 'none'}; seq scans: ${seqScans.join(', ') || 'none'}`,
  };
}

/** What a statement reads, in a few words: its first table. */
const statementName = (text: string) =>
  `${text.match(/^\s*(\w+)/)?.[1] ?? ''} … from ${text.match(/from "?(\w+)"?/i)?.[1] ?? '?'}`.toLowerCase();

/**
 * Each route's statements on the season, as the server sends them: the app in this process on the
 * season's copy (so its statements can be recorded), each route's first call recorded (later ones
 * may answer from the server's kept answers without a statement), then every reading statement of it
 * run again under EXPLAIN (ANALYZE, BUFFERS).
 */
export async function explainRoutes(url: string, routes: readonly LoadRoute[]): Promise<Explained[]> {
  const connection = await connectDatabase({ kind: 'postgres', connectionString: url });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const logger = pino({ level: 'silent' });
  const jobs = await startJobQueue(connection, logger);
  const app = await buildApp({
    config,
    database: connection,
    jobs,
    ...configuredProviders(connection.db, config),
    version: 'bench',
    webDistDir,
    logger,
  });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { tokens, values } = await routeValues(address);
    const explained: Explained[] = [];
    for (const route of routes) {
      const queries = await recordQueries(connection, () => callRoute(address, route, tokens, values));
      for (const query of queries.filter((recorded) => /^\s*(select|with)/i.test(recorded.text))) {
        const { lines, summary } = await explain(connection, query);
        explained.push({ route: route.name, statement: statementName(query.text), summary, lines });
      }
    }
    return explained;
  } finally {
    await app.close();
    await jobs.stop();
    await connection.close();
  }
}
