import { schema, sql } from '@pledgethon/db';
import { benchEngines, withBenchDatabase } from './bench-database';
import { chargeCompletedThon } from './charged-thon';

/**
 * Charging a completed Thon end to end with the built-in test provider: the charge request the
 * completion writes, consumed by the same function the pg-boss worker runs (fix every charge, ask the
 * provider page by page, record the payments), on each engine. The Thon has 5,000 participants with
 * results and 50,000 per-unit pledges with saved test cards; a tenth have a donor maximum. What the
 * payments owe is written as it is in the product: each donor's receipt of their charge (decision 133).
 * The Thon's statement is measured by `statement-bench.ts`.
 */
const smoke = process.argv.includes('--smoke');
const PARTICIPANTS = smoke ? 50 : 5_000;
const PLEDGES_EACH = 10;

const rows: string[] = [];
for (const engine of benchEngines) {
  await withBenchDatabase(engine, 'charging', async (database) => {
    const { summary, seconds } = await chargeCompletedThon(database, {
      participants: PARTICIPANTS,
      pledgesEach: PLEDGES_EACH,
    });
    const [paid] = await database.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`sum(amount_cents)`.mapWith(Number),
      })
      .from(schema.payments);
    const [receipts] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.outboxMessages);
    rows.push(
      `| ${engine} | ${PARTICIPANTS} | ${PARTICIPANTS * PLEDGES_EACH} | ${summary.charged} | ${paid?.count} | $${((paid?.cents ?? 0) / 100).toFixed(2)} | ${receipts?.count} | ${seconds.toFixed(1)} s |`,
    );
    console.log(rows.at(-1));
  });
}
console.log(
  '\n| engine | participants | pledges | charged | payments | collected | receipts | time |\n|---|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
