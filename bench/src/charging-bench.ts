import { performance } from 'node:perf_hooks';
import { type DatabaseConnection, schema, sql } from '@pledgethon/db';
import pino from 'pino';
import { processChargeRequest } from '../../apps/server/src/features/charging/process-charge-request';
import { thonStatementSheet } from '../../apps/server/src/features/thon-money/thon-money';
import { spreadsheetFile } from '../../apps/server/src/http/spreadsheet-download';
import { testPayments } from '../../apps/server/src/integrations/payments/test-payments';
import { benchEngines, withBenchDatabase } from './bench-database';

/**
 * Charging a completed Thon end to end with the built-in test provider: the charge request the
 * completion writes, consumed by the same function the pg-boss worker runs (fix every charge, ask the
 * provider page by page, record the payments), on each engine. The Thon has 5,000 participants with
 * results and 50,000 per-unit pledges with saved test cards; a tenth have a donor maximum. Then the
 * Thon's statement (one row per ledger entry, decision 134) is read and written as CSV and as XLSX.
 */
const smoke = process.argv.includes('--smoke');
const PARTICIPANTS = smoke ? 50 : 5_000;
const PLEDGES_EACH = 10;

/** The completed Thon and its charge request, written in bulk (not part of the measured time). */
async function completedThon({
  db,
}: DatabaseConnection): Promise<{ eventId: string; chargeRequestId: string }> {
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: 'Bench Elementary', type: 'Elementary School', state: 'IL' })
    .returning();
  const [event] = await db
    .insert(schema.events)
    .values({
      organizationId: organization?.id ?? '',
      name: 'Bench Fun Run',
      eventCode: 'BENCH',
      eventDate: '2026-11-01',
      timeZone: 'America/Chicago',
      unitName: 'lap',
      unitNamePlural: 'laps',
      maxUnits: 35,
      goalCents: 10_000_000,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning();
  const eventId = event?.id ?? '';
  await db.execute(sql`insert into participants (event_id, first_name, last_name, access_code)
    select ${eventId}, 'Kid' || i, 'Runner', 'BENCH-' || i from generate_series(1, ${PARTICIPANTS}) i`);
  await db.execute(sql`insert into results (participant_id, units)
    select id, 5 + (row_number() over (order by id) % 40) from participants where event_id = ${eventId}`);
  await db.execute(sql`insert into pledges (event_id, participant_id, donor_first_name, donor_last_name,
      donor_email, kind, rate_cents, max_cents, idempotency_key, payment_provider, saved_payment_method)
    select ${eventId}, p.id, 'Donor', 'No. ' || n, 'donor' || n || '@example.com', 'per_unit',
      50 * (1 + n % 6), case when n % 10 = 0 then 2000 else null end, 'bench-' || p.id || '-' || n, 'test',
      'test_pm_succeeds:bench'
    from participants p cross join generate_series(1, ${PLEDGES_EACH}) n where p.event_id = ${eventId}`);
  const [request] = await db.insert(schema.chargeRequests).values({ eventId }).returning();
  return { eventId, chargeRequestId: request?.id ?? '' };
}

const log = pino({ level: 'silent' });
const nothing = async () => {};
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
        config: { PLATFORM_FEE_BASIS_POINTS: 150 },
        owed: { onPayment: nothing, onRefusal: nothing },
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
    const statementSeconds = async (format: 'csv' | 'xlsx') => {
      const begun = performance.now();
      await spreadsheetFile(await thonStatementSheet(database.db, { eventId: thon.eventId }), format);
      return ((performance.now() - begun) / 1000).toFixed(2);
    };
    const csv = await statementSeconds('csv');
    const xlsx = await statementSeconds('xlsx');
    rows.push(
      `| ${engine} | ${PARTICIPANTS} | ${PARTICIPANTS * PLEDGES_EACH} | ${summary.charged} | ${paid?.count} | $${((paid?.cents ?? 0) / 100).toFixed(2)} | ${seconds.toFixed(1)} s | ${csv} s | ${xlsx} s |`,
    );
    console.log(rows.at(-1));
  });
}
console.log(
  '\n| engine | participants | pledges | charged | payments | collected | time | statement CSV | statement XLSX |\n|---|---|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
