import { pledgeTotalCents } from '@pledgethon/core';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTestDatabase,
  recordUnits,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raisedCentsByParticipant } from './raised';

describe('what a participant has raised', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts per-unit pledges exactly as the core pledge rule does', async () => {
    const { db } = database;
    const event = await createEvent(db, { maxUnits: 35 });
    const cases = [
      { rateCents: 100, units: 20, donorMaxCents: undefined },
      { rateCents: 100, units: 40, donorMaxCents: undefined },
      { rateCents: 100, units: 30, donorMaxCents: 2_500 },
      { rateCents: 100, units: 10, donorMaxCents: 2_500 },
      { rateCents: 30, units: 0, donorMaxCents: undefined },
      { rateCents: 2_147_483_647, units: 35, donorMaxCents: undefined },
    ];
    for (const { rateCents, units, donorMaxCents } of cases) {
      const child = await createParticipant(db, event.id);
      await recordUnits(db, child.id, units);
      await createPledge(db, child, { rateCents, ...(donorMaxCents ? { maxCents: donorMaxCents } : {}) });
      const raised = await raisedCentsByParticipant(db, [child.id]);
      expect(raised.get(child.id), JSON.stringify({ rateCents, units, donorMaxCents })).toBe(
        pledgeTotalCents({
          rateCents,
          units,
          eventMaxUnits: 35,
          ...(donorMaxCents ? { donorMaxCents } : {}),
        }),
      );
    }
  });

  it('adds flat pledges, counts per-unit pledges as nothing before results, and skips cancelled ones and payments', async () => {
    const { db } = database;
    const event = await createEvent(db, { maxUnits: 35 });
    const child = await createParticipant(db, event.id);
    const without = await createParticipant(db, event.id);
    await createPledge(db, child, { amountCents: 2_500 });
    await createPledge(db, child, { amountCents: 1_000 });
    await createPledge(db, child, { amountCents: 9_900, status: 'cancelled' });
    await createPledge(db, child, { rateCents: 100 });
    await createPayment(db, child, { amountCents: 7_700 });

    const raised = await raisedCentsByParticipant(db, [child.id, without.id]);
    expect(Object.fromEntries(raised)).toEqual({ [child.id]: 3_500, [without.id]: 0 });

    await recordUnits(db, child.id, 12);
    expect((await raisedCentsByParticipant(db, [child.id])).get(child.id)).toBe(4_700);
  });

  it('answers an empty list with an empty map', async () => {
    expect((await raisedCentsByParticipant(database.db, [])).size).toBe(0);
  });
});
