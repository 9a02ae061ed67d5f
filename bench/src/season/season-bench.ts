import { loadavg } from 'node:os';
import { connectDatabase, type Executor, eq, schema } from '@pledgethon/db';
import { withBenchDatabase } from '../bench-database';
import { DEMO_ORGANIZER_EMAIL, writeCampaignThon } from '../big-thon';
import { chargeCompletedThon, chargeThon } from '../charged-thon';
import { type RunningEngine, startOnPostgres } from '../engines';
import { loadRoutes } from '../load';
import { type LoadSettings, runLoadBench } from '../load-bench';
import { startServer } from '../server-process';
import { seasonDatabase, seasonRunCopy } from './season-database';
import { FULL_SEASON, SMOKE_SEASON } from './season-plan';
import { explainRoutes } from './season-plans';
import { printMemory, printSizes, resetStatistics } from './season-report';

const PLEDGES_EACH = 10;

/** The season's copy served by the built server, as `npm start` serves a PostgreSQL database. */
async function serveSeason(url: string): Promise<RunningEngine> {
  const server = await startServer({ DATABASE_URL: url });
  return { engine: 'postgres', label: 'season', server, close: () => server.stop() };
}

/** Charging the season's completed 5,000-child Thon, and the same Thon written alone on a new database. */
async function compareCharging(seasonUrl: string, children: number) {
  const alone = await withBenchDatabase('postgres', 'charging', (database) =>
    chargeCompletedThon(database, { participants: children, pledgesEach: PLEDGES_EACH }),
  );
  const database = await connectDatabase({ kind: 'postgres', connectionString: seasonUrl });
  try {
    const [thon] = await database.db
      .select({ id: schema.events.id })
      .from(schema.events)
      .where(eq(schema.events.eventCode, 'BENCH'));
    const season = await chargeThon(database, thon?.id ?? '');
    console.log(`\nCharging a completed Thon of ${children} children and ${children * PLEDGES_EACH} pledges`);
    console.log('| database | charged | time | × alone |\n|---|---|---|---|');
    console.log(`| the Thon alone | ${alone.summary.charged} | ${alone.seconds.toFixed(1)} s | 1.00 |`);
    console.log(
      `| the season | ${season.summary.charged} | ${season.seconds.toFixed(1)} s | ${(season.seconds / alone.seconds).toFixed(2)} |`,
    );
  } finally {
    await database.close();
  }
}

/**
 * `npm run bench -- --season`: a season of 1,000 Thons on one PostgreSQL (made once, then reused), its
 * 5,000-child Thon and the demo under the load table beside the same Thon alone on a new database,
 * the same server build and rounds; then each route's plans on the season, the memory PostgreSQL
 * needed, the sizes, and charging one completed Thon of the season against the same Thon alone.
 */
export async function runSeasonBench(
  serverUrl: string,
  { smoke, load }: { smoke: boolean; load: LoadSettings },
) {
  const size = smoke ? SMOKE_SEASON : FULL_SEASON;
  const seasonName = smoke ? 'bench_season_smoke' : 'bench_season';
  console.log(`season: ${JSON.stringify(size)}; load average ${loadavg()[0]?.toFixed(1)}`);
  const season = await seasonDatabase(serverUrl, seasonName, size);
  console.log(
    season.generated
      ? `season: generated in ${season.generated.seconds.toFixed(0)} s: ${JSON.stringify(season.generated.rows)} rows copied`
      : 'season: reused, not generated',
  );
  const copy = await seasonRunCopy(serverUrl, seasonName);
  const running: RunningEngine[] = [];
  try {
    await printSizes(copy.url);
    const writeAlone = (db: Executor) =>
      writeCampaignThon(db, {
        participants: size.bigChildren,
        pledgesEach: PLEDGES_EACH,
        organizerEmail: DEMO_ORGANIZER_EMAIL,
      });
    const alone = await startOnPostgres(serverUrl, { prepare: writeAlone });
    running.push({ ...alone, label: 'the Thon alone' });
    running.push(await serveSeason(copy.url));
    await resetStatistics(copy.url);
    await runLoadBench(running, load);
    await printMemory(copy.url);
    for (const engine of running.splice(0)) await engine.close();
    const routes = loadRoutes.filter(
      (route) => load.only.length === 0 || load.only.some((part) => route.name.includes(part)),
    );
    console.log("\nEach route's statements on the season: EXPLAIN (ANALYZE, BUFFERS)");
    for (const plan of await explainRoutes(copy.url, routes)) {
      console.log(`${plan.route} | ${plan.statement} | ${plan.summary}`);
    }
    await compareCharging(copy.url, size.bigChildren);
    console.log(`\nload average at the end: ${loadavg()[0]?.toFixed(1)}`);
  } finally {
    for (const engine of running) await engine.close();
    await copy.drop();
  }
}
