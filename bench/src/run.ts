import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_EVENT_CODE, DEMO_LANDING_PAGE_URL, type Executor } from '@pledgethon/db';
import { DEMO_ORGANIZER_EMAIL, writeCampaignThon } from './big-thon';
import { type RunningEngine, startEmbedded, startOnPostgres } from './engines';
import { runFanOutBench } from './fan-out-bench';
import { runLighthouse } from './lighthouse';
import { type LoadSettings, runLoadBench } from './load-bench';
import { runResponsivenessBench } from './responsiveness-bench';
import { runSeasonBench } from './season/season-bench';
import { type Engine, measureStartup, type StartupSample } from './startup';
import { formatMs, median } from './stats';
import { runUploadBench } from './upload-bench';

// --smoke: one short round so CI proves the benchmark still runs; numbers from it mean nothing.
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : 5;
const healthCalls = smoke ? 5 : 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines: Engine[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

// --load-only: the load benchmark alone, when the start-up table is not what is being compared.
// --lighthouse-only: Lighthouse alone, against a server of its own or the one --url=<address> names
// (another checkout's, to compare before and after).
// --fan-out-only: the reminder fan-out alone.
const loadOnly = process.argv.includes('--load-only');
const lighthouseOnly = process.argv.includes('--lighthouse-only');
const fanOutOnly = process.argv.includes('--fan-out-only');
// --uploads-only: the heaviest accepted uploads against health and sign-in alone.
const uploadsOnly = process.argv.includes('--uploads-only');
// --routes=a,b: the load table measures health and the routes whose name holds "a" or "b", e.g.
// --routes=/:landing,/pledge for the landing pages and the pledge forms of both Thons.
const onlyRoutes =
  process.argv
    .find((arg) => arg.startsWith('--routes='))
    ?.slice('--routes='.length)
    .split(',')
    .filter(Boolean) ?? [];
const lighthouseUrl = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
// The donor path: what a parent or donor opens from a text message.
const donorPages = [
  '/home',
  `/${DEMO_LANDING_PAGE_URL}`,
  `/event/${DEMO_EVENT_CODE}`,
  `/event/${DEMO_EVENT_CODE}/pledge`,
];
// Lighthouse takes about half a minute a page here: the smoke run leaves it out.
const lighthouseRuns = smoke ? 0 : 3;

if (lighthouseUrl) {
  await runLighthouse(lighthouseUrl, donorPages, lighthouseRuns || 1);
  process.exit(0);
}

// The upload, Lighthouse and load benchmarks use the built server and web app, as `npm start` serves them.
// --built: the build is already there and current (CI runs the benchmark right after the browser tests,
// whose command builds it), so it is not made a second time.
const built = process.argv.includes('--built');
function buildServed() {
  if (built) return;
  execFileSync('npm', ['run', 'build'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'ignore',
  });
}

// The smoke run only proves that every route answers 2xx under 50 connections, so it warms nothing up
// and loads both engines at once: autocannon's shortest run is a second, and a warm-up doubled the
// smoke's load stage.
const loadSettings: LoadSettings = smoke
  ? { rounds: 1, seconds: 1, warmUpSeconds: 0, only: onlyRoutes, enginesAtOnce: true }
  : { rounds: 3, seconds: 5, warmUpSeconds: 2, only: onlyRoutes, enginesAtOnce: false };

// --season: a season of 1,000 Thons on one PostgreSQL against its 5,000-child Thon alone (season/);
// with --smoke, a season of 10 Thons.
if (process.argv.includes('--season')) {
  if (!serverUrl) throw new Error('--season runs on PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
  buildServed();
  await runSeasonBench(serverUrl, { smoke, load: loadSettings });
  process.exit(0);
}

if (uploadsOnly) {
  buildServed();
  await runUploadBench({ rounds: smoke ? 1 : 3, smoke });
  process.exit(0);
}

// --responsiveness-only: health and a public page while the embedded database works hard.
if (process.argv.includes('--responsiveness-only')) {
  await runResponsivenessBench();
  process.exit(0);
}

if (fanOutOnly || (!loadOnly && !lighthouseOnly)) {
  // The smoke run queues 100 messages: enough to prove the path, quick enough for CI.
  await runFanOutBench(smoke ? { rounds: 1, families: 45 } : { rounds: 3 });
  if (fanOutOnly) process.exit(0);
}

if (!loadOnly && !lighthouseOnly) {
  const samples: StartupSample[] = [];
  // Engines alternate inside each round so both see the same machine load.
  for (let round = 0; round < rounds; round++) {
    for (const engine of engines) samples.push(await measureStartup(engine, serverUrl, healthCalls));
  }

  const rows = engines.map((engine) => {
    const of = samples.filter((sample) => sample.engine === engine);
    return {
      engine,
      open: median(of.map((s) => s.openMs)),
      migrate: median(of.map((s) => s.migrateMs)),
      seed: median(of.map((s) => s.seedMs)),
      firstHealth: median(of.map((s) => s.firstHealthMs)),
      health: median(of.flatMap((s) => s.healthMs)),
      selectOne: median(of.flatMap((s) => s.selectOneMs)),
    };
  });
  console.log(
    `Cold start on a new database, median of ${rounds} round(s); health and select 1: median of ${rounds * healthCalls} calls each`,
  );
  console.log(
    '| engine | open | migrate | demo seed | job queue + app + first health | GET /api/health | select 1 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${formatMs(row.open)} | ${formatMs(row.migrate)} | ${formatMs(row.seed)} | ${formatMs(row.firstHealth)} | ${formatMs(row.health)} | ${formatMs(row.selectOne)} |`,
    );
  }
  const [first, second] = rows;
  if (first && second) {
    console.log(
      `\npostgres / pglite: seed ${(second.seed / first.seed).toFixed(2)}x, health ${(second.health / first.health).toFixed(2)}x`,
    );
  }
}

buildServed();
if (!loadOnly && !lighthouseOnly) await runUploadBench({ rounds: smoke ? 1 : 3, smoke });
// The load opens the demo and, beside it, a Thon of 5,000 children and 50,000 pledges (a small one in
// the smoke run, which only proves the path), written before each engine's server starts.
const writeBigThon = lighthouseOnly
  ? undefined
  : (db: Executor) =>
      writeCampaignThon(db, {
        participants: smoke ? 100 : 5_000,
        pledgesEach: 10,
        organizerEmail: DEMO_ORGANIZER_EMAIL,
      });
const running: RunningEngine[] = [await startEmbedded(writeBigThon)];
try {
  // Before the load, on the embedded server as `npm start` runs it, so the load leaves no trace in it.
  const [embedded] = running;
  if (embedded && lighthouseRuns > 0 && !loadOnly) {
    await runLighthouse(embedded.server.url, donorPages, lighthouseRuns);
  }
  if (!lighthouseOnly) {
    if (serverUrl) running.push(await startOnPostgres(serverUrl, { prepare: writeBigThon }));
    await runLoadBench(running, loadSettings);
  }
} finally {
  for (const engine of running) await engine.close();
}
