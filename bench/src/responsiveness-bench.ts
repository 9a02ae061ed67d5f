import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DatabaseConnection,
  DEMO_ACCOUNTS,
  DEMO_EVENT_CODE,
  inBackground,
  seedDemo,
} from '@pledgethon/db';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { dueReminderMessages } from '../../apps/server/src/features/reminders/testing-delivery';
import { configuredProviders } from '../../apps/server/src/integrations/payments/configured-payments';
import { startJobQueue } from '../../apps/server/src/jobs/job-queue';
import { NO_RATE_LIMITS } from '../../apps/server/src/testing/no-rate-limits';
import { withBenchDatabase } from './bench-database';
import { CAMPAIGN_EVENT_CODE, writeBigThon, writeCampaignThon } from './big-thon';
import { chargeThon } from './charged-thon';
import { httpGet } from './http-get';
import type { ProbeSample } from './latency-probe';
import { organizerThonId, signInDemo } from './load';

/**
 * Whether the site still answers while the database works hard, on PGlite: the app
 * served from this process, as `npm start` serves it, while this same process runs a long job on
 * the same database, as its job worker would; a visitor in another process asks `GET /api/health`
 * and the public Thon page's call in turn, one at a time, the whole while. Phases: idle; 50
 * organisers opening the dashboard of a Thon of 5,000 children at once (twice); the fan-out of
 * 10,000 reminder messages; charging a completed Thon of 50,000 pledges. The jobs run as background
 * work, as the job queue's workers run them; what they work on is written before the visitor starts.
 */
const smoke = process.argv.includes('--smoke');
const IDLE_MS = smoke ? 1_000 : 10_000;
const DASHBOARDS = 50;
const size = smoke ? { participants: 100, pledgesEach: 10 } : { participants: 5_000, pledgesEach: 10 };

type Phase = { name: string; from: number; to: number };

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function startProbe(urls: string[]): Promise<{ child: ChildProcess; samples: Promise<ProbeSample[]> }> {
  const child = fork(new URL('./latency-probe.ts', import.meta.url), urls, { execArgv: ['--import', 'tsx'] });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the probe exited (${code}) without its samples`))),
  );
  exited.catch(() => {});
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  await Promise.race([ready, exited]);
  const samples = new Promise<ProbeSample[]>((resolve) =>
    child.once('message', (message) => resolve(message as ProbeSample[])),
  );
  return { child, samples: Promise.race([samples, exited]) };
}

async function timed(phases: Phase[], name: string, run: () => Promise<unknown>): Promise<void> {
  const from = Date.now();
  await run();
  phases.push({ name, from, to: Date.now() });
}

async function measure(database: DatabaseConnection): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-responsiveness-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    ...NO_RATE_LIMITS,
  });
  const logger = pino({ level: 'silent' });
  await seedDemo(database.db);
  const organizerEmail = DEMO_ACCOUNTS.find((account) => account.key === 'organizer')?.email ?? '';
  await writeCampaignThon(database.db, { ...size, organizerEmail });
  const jobs = await startJobQueue(database, logger);
  const app = await buildApp({
    config,
    database,
    jobs,
    ...configuredProviders(database.db, config),
    logger,
    version: 'bench',
    webDistDir: join(dataDir, 'web'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const health = `${url}/api/health`;
  const page = `${url}/api/events/GetPublicEvent/${DEMO_EVENT_CODE}`;
  const organizer = await signInDemo(url, 'organizer');
  const bigThon = await organizerThonId(url, organizer, CAMPAIGN_EVENT_CODE);
  const openDashboards = () =>
    Promise.all(
      Array.from({ length: DASHBOARDS }, async () => {
        const status = await httpGet(`${url}/api/Dashboard/GetDashboard/${bigThon}`, { token: organizer });
        if (status !== 200) throw new Error(`a dashboard answered ${status}`);
      }),
    );
  const fanOut = await dueReminderMessages({ db: database.db, config }, { families: smoke ? 45 : 4_995 });
  const completedThon = await writeBigThon(database.db, size);

  const probe = await startProbe([health, page]);
  const phases: Phase[] = [];
  const loadBefore = loadavg()[0]?.toFixed(1);
  try {
    await timed(phases, 'idle', () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    await timed(phases, `${DASHBOARDS} dashboards of the 5,000-child Thon at once, twice`, async () => {
      await openDashboards();
      await openDashboards();
    });
    await timed(phases, 'fan-out of 10,000 reminder messages', () => inBackground(fanOut.fanOut));
    await timed(phases, 'charging a Thon of 50,000 pledges', () =>
      inBackground(() => chargeThon(database, completedThon)),
    );
  } finally {
    probe.child.send('stop');
  }
  const samples = await probe.samples;
  await app.close();
  await jobs.stop();
  await rm(dataDir, { recursive: true, force: true });

  console.log(
    `\nResponsiveness on PGlite: a visitor's sequential calls while the work runs in the server's process; load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after`,
  );
  console.log(
    '| phase | time | call | answers | p50 | p99 | max | p99 / idle p99 |\n|---|---|---|---|---|---|---|---|',
  );
  const idleP99: Record<string, number> = {};
  for (const phase of phases) {
    for (const [call, address] of [
      ['GET /api/health', health],
      ['GET /api/events/GetPublicEvent/:code', page],
    ] as const) {
      const times = samples
        .filter((sample) => sample.url === address && sample.at >= phase.from && sample.at < phase.to)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
      const p99 = percentile(times, 0.99);
      if (phase.name === 'idle') idleP99[call] = p99;
      console.log(
        `| ${phase.name} | ${((phase.to - phase.from) / 1000).toFixed(1)} s | ${call} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} ms | ${p99.toFixed(1)} ms | ${(times.at(-1) ?? Number.NaN).toFixed(1)} ms | ${(p99 / (idleP99[call] ?? Number.NaN)).toFixed(1)}x |`,
      );
    }
  }
}

/** Runs the phases once on a new embedded database. */
export async function runResponsivenessBench(): Promise<void> {
  await withBenchDatabase('pglite', 'responsiveness', measure);
}
