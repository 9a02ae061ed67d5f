import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPledge,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOutTestBalances } from './test-payouts';
import { chargeGift } from './testing';
import { thonMoneyTotals } from './thon-money';

describe("the test provider's payouts", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** A Thon in `status` with one $20 gift charged, and one more charge still pending when asked. */
  async function thonWithCharge(status: 'active' | 'completed', { stillCharging = false } = {}) {
    const { db } = database;
    const event = await createEvent(db, { status, completedAt: status === 'completed' ? new Date() : null });
    const child = await createParticipant(db, event.id);
    await chargeGift(db, child, { pledgedCents: 2_000, chargedCents: 2_000, processingFeeCents: 88 });
    if (stillCharging) {
      const waiting = await createPledge(db, child, { amountCents: 1_000 });
      await db
        .insert(schema.pledgeCharges)
        .values({ pledgeId: waiting.id, eventId: event.id, pledgeCents: 1_000 });
    }
    return event.id;
  }

  it('pays out a completed Thon once its charging is over, once, and its money shows it paid', async () => {
    const { db } = database;
    const done = await thonWithCharge('completed');
    const running = await thonWithCharge('active');
    const charging = await thonWithCharge('completed', { stillCharging: true });

    const now = new Date('2026-11-29T12:00:00Z');
    const paid = await payOutTestBalances(db, now);
    expect(paid).toContain(done);
    expect(paid).not.toContain(running);
    expect(paid).not.toContain(charging);
    expect(await payOutTestBalances(db, now)).not.toContain(done);

    expect(await thonMoneyTotals(db, { eventId: done })).toMatchObject({
      netToSchoolCents: 1_912,
      paidOutCents: 1_912,
      inTransitCents: 0,
      pendingCents: 0,
    });
    expect((await thonMoneyTotals(db, { eventId: running })).pendingCents).toBe(1_912);
    const payouts = await db.select().from(schema.payouts).where(eq(schema.payouts.eventId, done));
    expect(payouts).toEqual([
      expect.objectContaining({
        provider: 'test',
        status: 'paid',
        amountCents: 1_912,
        arrivalDate: '2026-11-29',
      }),
    ]);
  });
});
