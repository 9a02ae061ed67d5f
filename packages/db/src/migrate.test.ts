import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate';
import { users } from './schema/index';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('start every test file on a migrated, empty database and re-apply as a no-op', async () => {
    await migrateDatabase(database);
    expect(await database.db.select({ id: users.id }).from(users)).toEqual([]);
  });
});
