import { performance } from 'node:perf_hooks';
import { type DatabaseConnection, schema, sql } from '@pledgethon/db';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config';
import { processChargeRequest } from '../../apps/server/src/features/charging/process-charge-request';
import { owedToAbsentDonors } from '../../apps/server/src/features/pledges/owed-to-donors';
import { thonStatementSheet } from '../../apps/server/src/features/thon-money/thon-money';
import { spreadsheetFile } from '../../apps/server/src/http/spreadsheet-download';
import { testPayments } from '../../apps/server/src/integrations/payments/test-payments';
import { benchEngines, withBenchDatabase } from './bench-database';
import { writeBigThon } from './big-thon';

/**
 * Charging a completed Thon end to end with the built-in test provider: the charge request the
 * completion writes, consumed by the same function the pg-boss worker runs (fix every charge, ask the
 * provider page by page, record the payments), on each engine. The Thon has 5,000 participants with
 * results and 50,000 per-unit pledges with saved test cards; a tenth have a donor maximum. What the
 * payments owe is written as it is in the product: each donor's receipt of their charge (decision 133).
 * Then the Thon's statement (one row per ledger entry, decision 134) is read and written as CSV and as XLSX.
 */
const smoke = process.argv.includes('--smoke');
const PARTICIPANTS = smoke ? 50 : 5_000;
const PLEDGES_EACH = 10;

/** The completed Thon and its charge request, written in bulk (not part of the measured time). */
async function completedThon({ db }: DatabaseConnection) {
  const eventId = await writeBigThon(db, { participants: PARTICIPANTS, pledgesEach: PLEDGES_EACH });
  const [request] = await db.insert(schema.chargeRequests).values({ eventId }).returning();
  return { eventId, chargeRequestId: request?.id ?? '' };
}

const log = pino({ level: 'silent' });
const config = loadConfig({});
const rows: string[] = [];
for (const engine of benchEngines) {
  await withBenchDatabase(engine, 'charging', async (database) => {
    const thon = await completedThon(database);
    const started = performance.now();
    const summary = await processChargeRequest(
      {
        db: database.db,
        payments: testPayments,
        log,
        // A platform's fee, so the ledger writes every share of each charge.
        config: { ...config, PLATFORM_FEE_BASIS_POINTS: 150 },
        owed: owedToAbsentDonors({ db: database.db, config, log }),
      },
      { chargeRequestId: thon.chargeRequestId },
    );
    const seconds = (performance.now() - started) / 1000;
    const [paid] = await database.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`sum(amount_cents)`.mapWith(Number),
      })
      .from(schema.payments);
    const [receipts] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.outboxMessages);
    const statementSeconds = async (format: 'csv' | 'xlsx') => {
      const begun = performance.now();
      await spreadsheetFile(await thonStatementSheet(database.db, { eventId: thon.eventId }), format);
      return ((performance.now() - begun) / 1000).toFixed(2);
    };
    const csv = await statementSeconds('csv');
    const xlsx = await statementSeconds('xlsx');
    rows.push(
      `| ${engine} | ${PARTICIPANTS} | ${PARTICIPANTS * PLEDGES_EACH} | ${summary.charged} | ${paid?.count} | $${((paid?.cents ?? 0) / 100).toFixed(2)} | ${receipts?.count} | ${seconds.toFixed(1)} s | ${csv} s | ${xlsx} s |`,
    );
    console.log(rows.at(-1));
  });
}
console.log(
  '\n| engine | participants | pledges | charged | payments | collected | receipts | time | statement CSV | statement XLSX |\n|---|---|---|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
