import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPayments } from '../../integrations/payments/test-payments';
import { openTestDisputes } from './test-disputes';
import { chargeGift } from './testing';
import { thonMoneyTotals } from './thon-money';

describe("the test provider's disputes", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('disputes a payment made with the test card that is later disputed, once, and the money page shows it', async () => {
    const { db } = database;
    const event = await createEvent(db, { status: 'active' });
    const child = await createParticipant(db, event.id);
    const answer = await testPayments.charge({
      idempotencyKey: `pledge-charge:${event.id}:1`,
      amountCents: 2_000,
      paymentMethod: 'test_pm_disputed:saved',
      offSession: true,
      description: 'Gift',
      pledgeId: event.id,
    });
    if (answer.status !== 'succeeded') throw new Error('the test card that is disputed later pays first');
    await chargeGift(db, child, {
      pledgedCents: 2_000,
      chargedCents: 2_000,
      processingFeeCents: 88,
      reference: answer.reference,
    });
    await chargeGift(db, child, { pledgedCents: 1_000, chargedCents: 1_000, processingFeeCents: 59 });

    expect(await openTestDisputes(db)).toHaveLength(1);
    expect(await openTestDisputes(db)).toEqual([]);
    const disputes = await db.select().from(schema.disputes).where(eq(schema.disputes.eventId, event.id));
    expect(disputes).toEqual([
      expect.objectContaining({ provider: 'test', status: 'needs_response', amountCents: 2_000 }),
    ]);
    // The disputed $20.00 and the test bank's $15.00 fee come off the school's $28.53.
    expect(await thonMoneyTotals(db, { eventId: event.id })).toMatchObject({
      disputesCents: 3_500,
      netToSchoolCents: 2_000 - 88 + 1_000 - 59 - 3_500,
    });
  });
});
