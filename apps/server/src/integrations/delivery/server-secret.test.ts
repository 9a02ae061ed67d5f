import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries } from '../../testing/query-plans';
import { serverSecret } from './server-secret';

describe("the server's own secrets", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('makes a secret once when a page of links asks for it all at once, and signs every link alike', async () => {
    let secrets: Buffer[] = [];
    const queries = await recordQueries(database, async () => {
      secrets = await Promise.all(Array.from({ length: 50 }, () => serverSecret(database.db, 'page-links')));
    });
    expect(new Set(secrets.map((secret) => secret.toString('base64'))).size).toBe(1);
    expect(queries).toHaveLength(2);
    expect(await serverSecret(database.db, 'page-links')).toEqual(secrets[0]);
  });
});
