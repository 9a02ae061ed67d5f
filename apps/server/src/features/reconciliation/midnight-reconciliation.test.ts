import { eq, inArray, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPayment, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { chargeGift } from '../thon-money/testing';
import { reconcilePeriod } from './reconcile';
import { testProviderTransactions } from './test-provider-transactions';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('reconciling the days on either side of midnight', () => {
  const server = useTestApp();

  it('matches a charge dated on either side of midnight, and reports a difference once, on the day it is dated', async () => {
    const event = await createEvent(server.db);
    const child = await createParticipant(server.db, event.id);
    const matched = `test_ch_midnight_${unique()}`;
    const unprovided = `test_ch_unprovided_${unique()}`;
    const unledgered = `test_ch_unledgered_${unique()}`;
    for (const reference of [matched, unprovided])
      await chargeGift(server.db, child, {
        pledgedCents: 4_000,
        chargedCents: 4_000,
        processingFeeCents: 146,
        reference,
      });
    await createPayment(server.db, child, {
      amountCents: 2_500,
      method: 'card',
      provider: 'test',
      providerReference: unledgered,
    });
    // The ledger is append-only, so its entries set the day: it ends 200 ms after the later one. The
    // provider dated one ledgered charge 200 ms after that midnight and the other a day and more later
    // (out of both days' reach), and has a charge of its own 200 ms after midnight.
    const charged = await server.db
      .select({ id: schema.payments.id, reference: schema.payments.providerReference })
      .from(schema.payments)
      .where(eq(schema.payments.eventId, event.id));
    const written = await server.db
      .select({ at: schema.ledgerEntries.createdAt })
      .from(schema.ledgerEntries)
      .where(
        inArray(
          schema.ledgerEntries.paymentId,
          charged.map((payment) => payment.id),
        ),
      );
    const midnight = Math.max(...written.map(({ at }) => at.getTime())) + 200;
    for (const payment of charged)
      await server.db
        .update(schema.payments)
        .set({ createdAt: new Date(midnight + (payment.reference === unprovided ? 30 * HOUR : 200)) })
        .where(eq(schema.payments.id, payment.id));

    const reconcile = (start: number) =>
      reconcilePeriod(server.db, testProviderTransactions(server.db), {
        period: { start: new Date(start), end: new Date(start + DAY) },
        trigger: 'schedule',
      });
    const before = await reconcile(midnight - DAY);
    const after = await reconcile(midnight);

    const ofThisThon = (found: { eventId: string | null }[]) =>
      found.filter((difference) => difference.eventId === event.id);
    expect(ofThisThon(before.differences)).toEqual([
      expect.objectContaining({
        kind: 'missing_at_provider',
        transaction: 'charge',
        reference: unprovided,
        ledgerCents: 4_000,
      }),
    ]);
    expect(ofThisThon(after.differences)).toEqual([
      expect.objectContaining({
        kind: 'missing_from_ledger',
        transaction: 'charge',
        reference: unledgered,
        providerCents: 2_500,
      }),
    ]);
  });
});
