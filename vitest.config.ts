import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { ProjectsTogetherSequencer } from './vitest.sequencer';

// Tests that touch the database run once per engine: PGlite always, the Postgres server too when named.
const databaseKinds = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// Files that walk every route (or every route naming a Thon), fuzz every input or header, or deliver
// 2,000 messages through stopping workers prove nothing more on a second engine than the shorter
// tests beside them already do, at minutes each: they run once, on the server database when there is
// one (production's engine), else on PGlite (decision 114).
const ONE_ENGINE = [
  'src/http/access-matrix.test.ts',
  'src/http/thon-ownership-matrix.test.ts',
  'src/http/input-fuzz.test.ts',
  'src/http/account-ownership.test.ts',
  'src/http/header-fuzz.test.ts',
  'src/features/reminders/reminder-delivery-once.test.ts',
  // Start real server processes on an embedded database of their own, or on none, whatever the
  // project's engine.
  'src/backups/embedded-backups.test.ts',
  'src/database-start.test.ts',
];
const onceOn = databaseKinds.at(-1);

/** `globalSetup`: the folder of each engine's global-setup-{engine}.ts, which prepares the database a file copies. */
function onEveryDatabase(root: string, name: string, globalSetup: string): TestProjectInlineConfiguration[] {
  return databaseKinds.map((kind) => ({
    test: {
      name: `${name}:${kind}`,
      root,
      include: ['src/**/*.test.ts'],
      exclude: [
        ...configDefaults.exclude,
        // *.postgres.test.ts need a server database (several processes on one): Postgres project only.
        ...(kind === 'postgres' ? [] : ['src/**/*.postgres.test.ts']),
        ...(kind === onceOn ? [] : ONE_ENGINE),
      ],
      // Every file builds its own app on its own database and these modules keep no state between
      // files (what they remember is per database handle), so a worker keeps its loaded modules from
      // file to file rather than importing Fastify, Drizzle and the app again for each (decision 114).
      isolate: false,
      globalSetup: [fileURLToPath(new URL(`${globalSetup}/global-setup-${kind}.ts`, import.meta.url))],
      hookTimeout: 60_000,
      testTimeout: 20_000,
    },
  }));
}

export default defineConfig({
  test: {
    // Test files spend much of their time importing modules and waiting on a database: one worker per
    // core keeps every core busy, where the default leaves one idle (on two cores, half the machine).
    maxWorkers: availableParallelism(),
    // `--sequence.shuffle` still shuffles, one project at a time (decision 145).
    sequence: { sequencer: ProjectsTogetherSequencer },
    projects: [
      'packages/core',
      'packages/texts',
      'packages/contracts',
      'apps/web',
      ...onEveryDatabase('packages/db', 'db', 'packages/db/src/testing'),
      // The server's template also holds the job queue every test app starts.
      ...onEveryDatabase('apps/server', 'server', 'apps/server/src/testing'),
    ],
  },
});
