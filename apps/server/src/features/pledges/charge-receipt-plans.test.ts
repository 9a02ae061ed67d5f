import { rowsOf, sql } from '@pledgethon/db';
import { createEvent, createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { recordQueries, sequentialScans } from '../../testing/query-plans';
import { owedToAbsentDonors } from './owed-to-donors';

const CHILDREN = 3_000;
const PAGE = 100;

describe('the receipts of a page of charges in a Thon of thousands of children', () => {
  let database: TestDatabase;
  let pledgeIds: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const { id: eventId } = await createEvent(db);
    await db.execute(sql`insert into participants (event_id, first_name, last_name, access_code)
      select ${eventId}, 'Kid' || i, 'Runner', 'plans-' || i from generate_series(1, ${CHILDREN}) i`);
    await db.execute(sql`insert into results (participant_id, units)
      select id, 12 from participants where event_id = ${eventId}`);
    const charged = await db.execute(sql`
      with new_pledges as (
        insert into pledges (event_id, participant_id, donor_first_name, donor_last_name, donor_email, kind,
                             rate_cents, idempotency_key)
        select event_id, id, 'Dana', 'Donor', 'dana+' || access_code || '@example.com', 'per_unit', 500,
               'plans-' || access_code
        from participants where event_id = ${eventId}
        returning id, event_id)
      insert into pledge_charges (pledge_id, event_id, pledge_cents)
      select id, event_id, 6000 from new_pledges returning pledge_id`);
    pledgeIds = rowsOf<{ pledge_id: string }>(charged)
      .slice(0, PAGE)
      .map((row) => row.pledge_id);
    // As charging runs: after the completion, with the statistics the job gathered since the import.
    await db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => database.close());

  it("writes each donor's receipt reading only the page's children, never every child and result", async () => {
    const log = pino({ level: 'silent' });
    const owed = owedToAbsentDonors({ db: database.db, config: loadConfig({}), log });
    const queries = await recordQueries(database, () => owed.onPayment(database.db, pledgeIds));
    const scanned = new Set<string>();
    for (const query of queries)
      for (const table of await sequentialScans(database, query)) scanned.add(table);
    expect([...scanned].filter((table) => ['participants', 'results'].includes(table))).toEqual([]);
    const receipts = rowsOf<{ to_address: string; body: string }>(
      await database.db.execute(sql`select to_address, body from outbox_messages order by to_address`),
    );
    expect(receipts).toHaveLength(PAGE);
    for (const { to_address: to, body } of receipts) {
      const child = to.match(/^dana\+plans-(\d+)@/)?.[1];
      expect(body).toContain(`Kid${child}'s result: 12 `);
    }
  });
});
