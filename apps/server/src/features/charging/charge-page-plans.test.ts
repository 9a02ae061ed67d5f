import { sql } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOfOnlyStatement } from '../../testing/query-plans';
import { listPendingCharges } from './charges.queries';

// Pending charges written, a quarter of them another Thon's: as on any server with more than one school.
const CHARGES = 24_000;
const PAGE = 500;

describe("charging's pages on a Thon of many pending charges", () => {
  let database: TestDatabase;
  let eventId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    eventId = (await createEvent(db)).id;
    const participant = await createParticipant(db, eventId);
    const otherEventId = (await createEvent(db)).id;
    await db.execute(sql`
      with new_pledges as (
        insert into pledges (event_id, participant_id, donor_first_name, donor_last_name, kind, rate_cents,
                             idempotency_key)
        select case when n % 4 = 0 then ${otherEventId}::uuid else ${eventId}::uuid end, ${participant.id},
               'Dana', 'Donor ' || n, 'per_unit', 500, 'plans-' || n
        from generate_series(1, ${CHARGES}) n
        returning id, event_id)
      insert into pledge_charges (pledge_id, event_id, pledge_cents)
      select id, event_id, 5000 from new_pledges`);
    // No statistics yet: charging starts right after a Thon's completion wrote its charges, before the
    // statistics job has looked at them.
  }, 120_000);
  afterAll(() => database.close());

  it('reads each page from the index in id order, never sorting every pending charge left', async () => {
    const [first] = await listPendingCharges(database.db, {
      eventId,
      participantId: null,
      afterId: null,
      limit: 1,
    });
    const nodes = await planOfOnlyStatement(database, () =>
      listPendingCharges(database.db, {
        eventId,
        participantId: null,
        afterId: first?.id ?? null,
        limit: PAGE,
      }),
    );
    expect(nodes.map((node) => node.type)).not.toContain('Sort');
    expect(nodes.filter((node) => node.type === 'Seq Scan').map((node) => node.relation)).toEqual([]);
  });
});
