import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './sql';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('a long statement', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('leaves the process free to answer other work while the database runs it', async () => {
    const statement = database.db.execute(sql`select pg_sleep(2)`);
    const asked = performance.now();
    // A timer stands for a visitor's request: on the main thread, PGlite would hold it for the whole 2 s.
    const waited = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(performance.now() - asked), 10),
    );
    await statement;
    expect(waited).toBeLessThan(1_000);
  });
});
