import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUpServer, restoreServer } from './server-backups';

describe('backing up and restoring a PostgreSQL server database', () => {
  let database: TestDatabase;
  let folder = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'pledgethon-backup-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('restores with pg_restore exactly what the pg_dump backup held, over what changed since', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${database.name}`;
    const kept = await createEvent(database.db, { name: 'Spring Read-a-thon' });
    const file = join(folder, 'nightly.dump');
    await backUpServer(url.toString(), file);

    const added = await createEvent(database.db, { name: 'Added after the backup' });
    await database.db
      .update(schema.events)
      .set({ name: 'Renamed after the backup' })
      .where(eq(schema.events.id, kept.id));
    await restoreServer(url.toString(), file);

    const names = async (id: string) =>
      (
        await database.db
          .select({ name: schema.events.name })
          .from(schema.events)
          .where(eq(schema.events.id, id))
      ).map((row) => row.name);
    expect(await names(kept.id)).toEqual(['Spring Read-a-thon']);
    expect(await names(added.id)).toEqual([]);
  });

  it('names the backup it could not read', async () => {
    await expect(
      restoreServer('postgres://postgres@127.0.0.1:5432/test', join(folder, 'missing.dump')),
    ).rejects.toThrow(/missing\.dump/);
  });
});
