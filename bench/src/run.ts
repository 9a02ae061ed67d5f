import { type Engine, measureStartup, type StartupSample } from './startup';
import { formatMs, median } from './stats';

// --smoke: one short round so CI proves the benchmark still runs; numbers from it mean nothing.
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : 5;
const healthCalls = smoke ? 5 : 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines: Engine[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

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
  };
});
console.log(
  `Cold start on a new database, median of ${rounds} round(s); health: median of ${rounds * healthCalls} calls`,
);
console.log('| engine | open | migrate | demo seed | job queue + app + first health | GET /api/health |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${formatMs(row.open)} | ${formatMs(row.migrate)} | ${formatMs(row.seed)} | ${formatMs(row.firstHealth)} | ${formatMs(row.health)} |`,
  );
}
const [first, second] = rows;
if (first && second) {
  console.log(
    `\npostgres / pglite: seed ${(second.seed / first.seed).toFixed(2)}x, health ${(second.health / first.health).toFixed(2)}x`,
  );
}
