import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from './session-context-changes';
import { createTestDatabase, type TestDatabase, untilHearing } from './testing';

// Another server process is any other connection to the database: here a plain client, while this
// connection's pool stays unused so that only its listening connection can hear.
describe('session context changes from other processes', () => {
  let database: TestDatabase;
  let other: pg.Client;
  let stop: () => void = () => {};
  let nextChange: Promise<string | null>;
  let onChange: (tokenHash: string | null) => void = () => {};

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('this file needs the PostgreSQL test database');
    stop = database.sessionContextChanges.watch({
      changed: (tokenHash) => onChange(tokenHash),
      hearing() {},
    });
    other = new pg.Client({ connectionString: database.connectionString });
    await other.connect();
  });

  afterAll(async () => {
    stop();
    await other?.end();
    await database?.close();
  });

  const expectChange = () => {
    nextChange = new Promise((resolve) => {
      onChange = resolve;
    });
  };

  it("hears another process's change, and listens again when its connection is lost", async () => {
    await untilHearing(database.sessionContextChanges);
    expectChange();
    await other.query(`select pg_notify('session_context', 'first-token')`);
    expect(await nextChange).toBe('first-token');

    const lost = untilHearing(database.sessionContextChanges, false);
    const { rows } = await other.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows).toEqual([{ ended: true }]);
    await lost;
    await untilHearing(database.sessionContextChanges);

    expectChange();
    await other.query(`select pg_notify('session_context', '')`);
    expect(await nextChange).toBeNull();
  });
});
