import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from './schema/index';
import { createEvent } from './testing/factories';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('values read back', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives instants as the same moment, calendar dates as written, in and out of a transaction', async () => {
    const createdAt = new Date('2026-03-08T08:30:00.123Z');
    const event = await createEvent(database.db, {
      eventDate: '2026-05-15',
      endDate: '2026-05-16',
      createdAt,
    });
    const read = async (db: Pick<TestDatabase['db'], 'select'>) =>
      (await db.select().from(events).where(eq(events.id, event.id)))[0];

    for (const row of [await read(database.db), await database.db.transaction((tx) => read(tx))]) {
      expect(row?.createdAt).toEqual(createdAt);
      expect(row?.eventDate).toBe('2026-05-15');
      expect(row?.endDate).toBe('2026-05-16');
    }
  });
});
