import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type RunningEngine, startEmbedded, startOnPostgres } from './engines';
import { runLoadBench } from './load-bench';
import { type Engine, measureStartup, type StartupSample } from './startup';
import { formatMs, median } from './stats';

// --smoke: one short round so CI proves the benchmark still runs; numbers from it mean nothing.
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : 5;
const healthCalls = smoke ? 5 : 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines: Engine[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

// --load-only: the load benchmark alone, when the start-up table is not what is being compared.
if (!process.argv.includes('--load-only')) {
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

// The load benchmark serves the built web app, as `npm start` does.
execFileSync('npm', ['run', 'build'], {
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  stdio: 'ignore',
});
const running: RunningEngine[] = [await startEmbedded()];
try {
  if (serverUrl) running.push(await startOnPostgres(serverUrl));
  await runLoadBench(
    running,
    smoke ? { rounds: 1, seconds: 1, warmUpSeconds: 1 } : { rounds: 3, seconds: 5, warmUpSeconds: 2 },
  );
} finally {
  for (const engine of running) await engine.close();
}
