import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { thonStatement } from '../../apps/server/src/features/thon-money/thon-money';
import { spreadsheetFile, spreadsheetStream } from '../../apps/server/src/http/spreadsheet-download';
import { benchEngines, withBenchDatabase } from './bench-database';
import { chargeCompletedThon } from './charged-thon';
import { median } from './stats';

/**
 * A Thon's statement of 50,000 ledger entries (a charged Thon of 5,000 participants and 50,000
 * pledges, one charge entry each), as CSV and as XLSX, written two ways in the same run, rounds
 * alternating: before, the rows gathered whole and the workbook built in memory (`spreadsheetFile`,
 * as the statement was answered until decision 139); after, the rows read a page at a time through a
 * cursor and written out as they come (`spreadsheetStream`, ExcelJS's streaming writer). Each time is from the
 * first read until the file's last byte, the answer drained to a sink as a client would.
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
      before: async (format) => {
        const sheet = thonStatement(database.db, { eventId });
        const all: (string | number)[][] = [];
        await sheet.writeRows((rows) => all.push(...rows));
        return spreadsheetFile({ ...sheet, rows: all }, format);
      },
      after: (format) => pipeline(spreadsheetStream(thonStatement(database.db, { eventId }), format), sink()),
    };
    const times = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (const format of ['csv', 'xlsx'] as const)
        for (const way of ['before', 'after'] as const) {
          const begun = performance.now();
          await write[way](format);
          const key = `${way} ${format}`;
          times.set(key, [...(times.get(key) ?? []), (performance.now() - begun) / 1000]);
        }
    const of = (key: string) => `${median(times.get(key) ?? []).toFixed(2)} s`;
    rows.push(
      `| ${engine} | ${PARTICIPANTS * 10} | ${of('before csv')} | ${of('after csv')} | ${of('before xlsx')} | ${of('after xlsx')} |`,
    );
    console.log(
      rows.at(-1),
      `load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
  });
}
console.log(
  `\nStatement, median of ${ROUNDS} round(s); 1-minute load average at the end ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  '| engine | entries | CSV before | CSV after | XLSX before | XLSX after |\n|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
