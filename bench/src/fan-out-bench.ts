import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DatabaseConnection } from '@pledgethon/db';
import { loadConfig } from '../../apps/server/src/config';
import { dueReminderMessages } from '../../apps/server/src/features/reminders/testing-delivery';
import { type BenchEngine, benchEngines, withBenchDatabase } from './bench-database';
import { median } from './stats';

/**
 * Fan-out of due reminders, on each engine: the function the `reminder-fan-out` job runs (decision
 * 070), queuing 10,000 messages (an e-mail and a text reminder to 5,000 families of two Thons, a few
 * of them suppressed) with their delivery rows, 1,000 per transaction. Time is the fan-out alone.
 * Memory is sampled every 20 ms while it runs: the most the resident set grew over what the process
 * held just before (PGlite's database lives in this process and counts), and the largest JS heap.
 */
type FanOutSample = {
  engine: BenchEngine;
  queued: number;
  seconds: number;
  growthMb: number;
  heapMb: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

async function measure(
  engine: BenchEngine,
  database: DatabaseConnection,
  families: number,
): Promise<FanOutSample> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-fan-out-'));
  try {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const scenario = await dueReminderMessages({ db: database.db, config }, { families });
    const before = process.memoryUsage.rss();
    let peak = before;
    let heap = process.memoryUsage().heapUsed;
    const sample = () => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heap = Math.max(heap, now.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    const started = performance.now();
    const queued = await scenario.fanOut();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    return { engine, queued, seconds, growthMb: mb(peak - before), heapMb: mb(heap) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs the fan-out `rounds` times per engine (engines alternating) and prints the medians; 4,995
 * families make the 10,000 messages (with the 5 of the Thon where it is night).
 */
export async function runFanOutBench({ rounds, families = 4_995 }: { rounds: number; families?: number }) {
  const load = () => loadavg()[0]?.toFixed(1);
  const loadBefore = load();
  const samples: FanOutSample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const engine of benchEngines) {
      samples.push(
        await withBenchDatabase(engine, 'fan_out', (database) => measure(engine, database, families)),
      );
    }
  }
  console.log(
    `\nFan-out of ${2 * (families + 5)} due reminder messages, median of ${rounds} round(s); load average ${loadBefore} before, ${load()} after`,
  );
  console.log('| engine | messages queued | time | peak RSS growth | peak JS heap |\n|---|---|---|---|---|');
  for (const engine of benchEngines) {
    const of = samples.filter((sample) => sample.engine === engine);
    console.log(
      `| ${engine} | ${of[0]?.queued} | ${median(of.map((s) => s.seconds)).toFixed(1)} s | ${median(of.map((s) => s.growthMb)).toFixed(0)} MB | ${median(of.map((s) => s.heapMb)).toFixed(0)} MB |`,
    );
  }
}
