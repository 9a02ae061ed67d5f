import { schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPayout, settlePayout } from '../payment-states/payout-moves.queries';
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

  it("name each entry's reference as written, a payment's or a payout's, with every account's amount", async () => {
    const { db } = database;
    const event = await createEvent(db);
    const child = await createParticipant(db, event.id);
    // Quotes, a backslash, a comma and letters beyond ASCII come back as they were written.
    const reference = `ch_"quoted"\\back,slash Zoë 🏃 ${event.id}`;
    await chargeGift(db, child, {
      pledgedCents: 2_000,
      chargedCents: 2_080,
      processingFeeCents: 88,
      reference,
    });
    const payoutId = await db.transaction((tx) =>
      sendPayout(tx, {
        eventId: event.id,
        provider: 'test',
        providerPayoutId: `po_${event.id}`,
        amountCents: 1_500,
        arrivalDate: '2026-11-30',
      }),
    );
    await settlePayout(db, { id: payoutId, event: 'paid' });
    const entries: StatementEntry[] = [];
    await readStatementEntries(db, { eventId: event.id, pageSize: 1_000 }, (page) => entries.push(...page));
    expect(entries.map((entry) => [entry.kind, entry.reference])).toEqual([
      ['charge', reference],
      ['payout', `po_${event.id}`],
      ['payout_paid', `po_${event.id}`],
    ]);
    expect(entries[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(entries[0]).toMatchObject({
      donor_pledges: -2_000,
      donor_fee_cover: -80,
      processing_fees: 88,
      franchisee_commission: 0,
      platform_fees: 0,
      donor_refunds: 0,
      disputes: 0,
      school_balance: 1_992,
      payouts_in_transit: 0,
      school_paid_out: 0,
    });
    expect(entries[1]).toMatchObject({ school_balance: -1_500, payouts_in_transit: 1_500 });
    expect(entries[2]).toMatchObject({ payouts_in_transit: -1_500, school_paid_out: 1_500 });
  });
});
