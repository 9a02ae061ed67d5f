import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { thonStatement } from '../../apps/server/src/features/thon-money/thon-money';
import { spreadsheetStream } from '../../apps/server/src/http/spreadsheet-download';
import { benchEngines, withBenchDatabase } from './bench-database';
import { chargeCompletedThon } from './charged-thon';
import { readStatementEntries139, spreadsheetStream139 } from './statement-139';
import { median } from './stats';

/**
 * A Thon's statement of 50,000 ledger entries (a charged Thon of 5,000 participants and 50,000
 * pledges, one charge entry each), as CSV and as XLSX, written two ways in the same run, rounds
 * alternating: before, as decision 139 streamed it (its query, ExcelJS's streaming writer); after,
 * as decision 149 does (the lines summed first, one JSON field a row, the XLSX's XML written into
 * a zip by hand). Each time is from the first read until the file's last byte, the answer drained
 * to a sink as a client would; beside it the CPU this process spent (on the embedded engine, the
 * database's too), which the machine's load stretches far less than the time.
 */
const smoke = process.argv.includes('--smoke');
const PARTICIPANTS = smoke ? 50 : 5_000;
const ROUNDS = smoke ? 1 : 5;

const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

type Way = 'before' | 'after';
type Format = 'csv' | 'xlsx';

const rows: string[] = [];
for (const engine of benchEngines) {
  await withBenchDatabase(engine, 'statement', async (database) => {
    const { eventId } = await chargeCompletedThon(database, { participants: PARTICIPANTS, pledgesEach: 10 });
    const write: Record<Way, (format: Format) => Promise<unknown>> = {
      before: (format) =>
        pipeline(
          spreadsheetStream139(thonStatement(database.db, { eventId }, readStatementEntries139), format),
          sink(),
        ),
      after: (format) => pipeline(spreadsheetStream(thonStatement(database.db, { eventId }), format), sink()),
    };
    const times = new Map<string, number[]>();
    const cpu = new Map<string, number[]>();
    const loads: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const format of ['csv', 'xlsx'] as const)
        for (const way of ['before', 'after'] as const) {
          const begun = performance.now();
          const used = process.cpuUsage();
          await write[way](format);
          const spent = process.cpuUsage(used);
          const key = `${way} ${format}`;
          times.set(key, [...(times.get(key) ?? []), (performance.now() - begun) / 1000]);
          cpu.set(key, [...(cpu.get(key) ?? []), (spent.user + spent.system) / 1e6]);
          loads.push(loadavg()[0] ?? 0);
        }
    const of = (key: string) =>
      `${median(times.get(key) ?? []).toFixed(2)} s (${median(cpu.get(key) ?? []).toFixed(2)})`;
    rows.push(
      `| ${engine} | ${PARTICIPANTS * 10} | ${of('before csv')} | ${of('after csv')} | ${of('before xlsx')} | ${of('after xlsx')} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  });
}
console.log(`\nStatement, median of ${ROUNDS} round(s): time (this process's CPU seconds)`);
console.log(
  '| engine | entries | CSV before | CSV after | XLSX before | XLSX after | 1-min load |\n|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
