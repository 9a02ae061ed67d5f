import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type DatabaseConnection, inArray, schema, sql } from '@pledgethon/db';
import pino from 'pino';
import {
  writeNewCharges,
  writeTransferHistory,
} from '../../apps/server/src/features/connect/transfer-history';
import { localPaymentAccounts } from '../../apps/server/src/integrations/payments/local-payment-accounts';
import { type RecordedQuery, recordQueries } from '../../apps/server/src/testing/query-plans';
import { benchEngines, withBenchDatabase } from './bench-database';
import { median } from './stats';

/**
 * One run of the charge-transfers worker, called in-process as its pg-boss job calls it, on a history
 * of charges already split and transferred (200,000 across 1,000 Thons): with nothing to do, and with
 * 10 new charges to split and transfer; then EXPLAIN (ANALYZE, BUFFERS) of each statement a run with
 * nothing to do sends, on each engine. With --before=<dir>, the same runs from another copy of the
 * server's sources (main's: `git archive main apps/server/src | tar -x -C <dir>`, inside this checkout
 * so that it finds the packages) alternate with this checkout's on the same data. --smoke: 2,000
 * charges across 10 Thons and one round, to prove the benchmark still runs.
 *
 *   node --import tsx bench/src/transfer-sweep-bench.ts [--before=<dir>] [--rounds=5] [--smoke] [--plans]
 */
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const smoke = process.argv.includes('--smoke');
// --plans: every plan in full, not only its time and buffers.
const fullPlans = process.argv.includes('--plans');
const rounds = smoke ? 1 : Number(argument('rounds') ?? 5);
const before = argument('before');
const history = smoke ? { thons: 10, chargesEach: 200 } : { thons: 1_000, chargesEach: 200 };
const NEW_CHARGES = 10;

type Worker = (context: unknown) => Promise<void>;

async function workerOf(root: string): Promise<Worker> {
  const module = await import(resolve(root, 'apps/server/src/features/connect/split-charges.ts'));
  return module.splitCharges;
}

const versions: [string, Worker][] = [
  ...(before ? [['before', await workerOf(before)] as [string, Worker]] : []),
  ['after', await workerOf(fileURLToPath(new URL('../..', import.meta.url)))],
];

/** The plan's own figures: its run time and the pages it touched, and the tables it read whole. */
async function explain(connection: DatabaseConnection, query: RecordedQuery) {
  const text = `explain (analyze, buffers, format text) ${query.text}`;
  const { rows } =
    connection.kind === 'pglite'
      ? await connection.stockPglite.query<Record<string, string>>(text, query.params)
      : await connection.pool.query(text, query.params);
  const lines = rows.map((row) => Object.values(row as Record<string, string>)[0] ?? '');
  const buffers = lines.find((line) => line.trim().startsWith('Buffers:'))?.trim() ?? 'Buffers: none';
  const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  const seqScans = lines.flatMap((line) => line.match(/Seq Scan on (\w+)/)?.[1] ?? []);
  return { lines, summary: `${time}; ${buffers}; seq scans: ${seqScans.join(', ') || 'none'}` };
}

/** The worker's four statements, by the table each lists from. */
const named = (query: RecordedQuery) =>
  query.text.match(/from "(payments|charge_splits|charge_transfers|transfer_reversals)"/)?.[1] ??
  query.text.slice(0, 40);

async function measure(connection: DatabaseConnection, engine: string) {
  const { db } = connection;
  const started = performance.now();
  await writeTransferHistory(db, history);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.chargeSplits);
  console.log(
    `${engine}: ${count?.n} charges split in history, written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const context = {
    db,
    accounts: localPaymentAccounts,
    paymentProvider: 'test',
    platformFeeBasisPoints: 500,
    log: pino({ level: 'silent' }),
  };
  const times = new Map<string, number[]>();
  const timed = async (key: string, run: () => Promise<unknown>) => {
    const start = performance.now();
    await run();
    times.set(key, [...(times.get(key) ?? []), performance.now() - start]);
  };
  // A warm-up round is left out; versions alternate inside each round so both see the same machine.
  for (let round = 0; round <= rounds; round++) {
    for (const [version, worker] of versions) {
      const key = (what: string) => (round === 0 ? 'warm-up' : `${what}|${version}`);
      await timed(key('nothing'), () => worker(context));
      const fresh = await writeNewCharges(db, { count: NEW_CHARGES, round: `${engine}-${version}-${round}` });
      await timed(key('new'), () => worker(context));
      const split = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.chargeSplits)
        .where(inArray(schema.chargeSplits.paymentId, fresh));
      if (split[0]?.n !== NEW_CHARGES)
        throw new Error(`${version} split ${split[0]?.n} of ${NEW_CHARGES} new charges`);
      // The earlier sources do not mark what they split: marked here, outside the time, as the
      // later ones do, so the next run of either has nothing to do.
      await db.update(schema.payments).set({ splitAt: sql`now()` }).where(inArray(schema.payments.id, fresh));
    }
  }
  for (const [version] of versions) {
    const cell = (what: string) => `${median(times.get(`${what}|${version}`) ?? []).toFixed(1)} ms`;
    console.log(`| ${engine} | ${version} | ${cell('nothing')} | ${cell('new')} |`);
  }
  for (const [version, worker] of versions) {
    const queries = await recordQueries(connection, () => worker(context));
    for (const query of queries.filter((recorded) => /^\s*select/i.test(recorded.text))) {
      const { lines, summary } = await explain(connection, query);
      console.log(`${engine} ${version} ${named(query)}: ${summary}`);
      if (fullPlans) console.log(lines.join('\n'));
    }
  }
}

console.log(
  `history: ${history.thons} Thons × ${history.chargesEach} charges; rounds: ${rounds}; load average at start: ${loadavg()[0]?.toFixed(1)}`,
);
for (const engine of benchEngines) {
  await withBenchDatabase(engine, 'transfers', async (database) => {
    console.log(`| engine | version | run, nothing to do (p50) | run, ${NEW_CHARGES} new charges (p50) |`);
    console.log('|---|---|---|---|');
    await measure(database, engine);
  });
}
console.log(`load average at the end: ${loadavg()[0]?.toFixed(1)}`);
