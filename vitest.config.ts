import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Tests that touch the database run once per engine: PGlite always, the Postgres server too when named.
const databaseKinds = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function onEveryDatabase(root: string, name: string): TestProjectInlineConfiguration[] {
  return databaseKinds.map((kind) => ({
    test: {
      name: `${name}:${kind}`,
      root,
      include: ['src/**/*.test.ts'],
      // *.postgres.test.ts need a server database (several processes on one): Postgres project only.
      exclude: [...configDefaults.exclude, ...(kind === 'postgres' ? [] : ['src/**/*.postgres.test.ts'])],
      globalSetup: [
        fileURLToPath(new URL(`packages/db/src/testing/global-setup-${kind}.ts`, import.meta.url)),
      ],
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
    projects: [
      'packages/core',
      'packages/contracts',
      'apps/web',
      ...onEveryDatabase('packages/db', 'db'),
      ...onEveryDatabase('apps/server', 'server'),
    ],
  },
});
