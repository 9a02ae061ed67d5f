import { schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeGift } from './testing';
import { readStatementEntries, type StatementEntry } from './thon-money.queries';

describe("the statement's pages", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('hand over every entry of the Thon once, in the order written, a page at a time', async () => {
    const { db } = database;
    const [franchisee] = await db
      .insert(schema.franchisees)
      .values({ name: 'Pages franchise', commissionBasisPoints: 1_000 })
      .returning();
    const event = await createEvent(db, { franchiseeId: franchisee?.id ?? null });
    const child = await createParticipant(db, event.id);
    // Another Thon's entries, written between this one's, are not in its statement.
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
    const pages: StatementEntry[][] = [];
    await readStatementEntries(db, { eventId: event.id, pageSize: 3 }, (entries) => pages.push(entries));
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((entry) => entry.reference)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((gift) => `pages_${event.id}_${gift}`),
    );
    expect(pages[0]?.[0]).toMatchObject({ donor_pledges: -1_000, donor_fee_cover: -50, processing_fees: 60 });
  });
});
