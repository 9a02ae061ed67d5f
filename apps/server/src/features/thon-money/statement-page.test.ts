import { schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeGift } from './testing';
import { statementPage } from './thon-money.queries';

describe("the statement's pages", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('read every entry once, in the order written, whatever window cuts through its lines', async () => {
    const { db } = database;
    const [franchisee] = await db
      .insert(schema.franchisees)
      .values({ name: 'Pages franchise', commissionBasisPoints: 1_000 })
      .returning();
    const event = await createEvent(db, { franchiseeId: franchisee?.id ?? null });
    const child = await createParticipant(db, event.id);
    // Another Thon's entries, written between this one's, are not in its windows.
    const other = await createParticipant(db, (await createEvent(db)).id);
    for (let gift = 1; gift <= 7; gift++) {
      await chargeGift(db, child, {
        pledgedCents: gift * 1_000,
        chargedCents: gift * 1_000 + 50,
        processingFeeCents: 60,
        platformFeeBasisPoints: 100,
        reference: `pages_${event.id}_${gift}`,
      });
      await chargeGift(db, other, { pledgedCents: 500, chargedCents: 500, processingFeeCents: 45 });
    }
    const whole = await statementPage(db, { eventId: event.id, after: 0, lines: 1_000 });
    expect(whole.entries.map((entry) => entry.reference)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((gift) => `pages_${event.id}_${gift}`),
    );

    // Four lines a window: every charge entry (six lines here) is cut by one.
    const paged = [];
    let after = 0;
    for (;;) {
      const { entries, last } = await statementPage(db, { eventId: event.id, after, lines: 4 });
      if (last === null) break;
      paged.push(...entries);
      after = last;
    }
    expect(paged).toEqual(whole.entries);
    expect(whole.entries[0]).toMatchObject({
      donor_pledges: -1_000,
      donor_fee_cover: -50,
      processing_fees: 60,
    });
  });
});
