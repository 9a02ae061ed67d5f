import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createPledgeThon } from '../features/pledges/testing';
import { chargeGift } from '../features/thon-money/testing';
import { thonMoneyTotals } from '../features/thon-money/thon-money';
import { markThonCompleted } from '../features/thons/thon-settings.queries';
import { useTestApp } from '../testing/test-app';
import { announceChargingOf } from './pledge-charging';
import { QUEUES } from './queues';

describe('announcing a completed Thon for charging', () => {
  const server = useTestApp();

  it('makes one charging job for its charge request however often it is announced', async () => {
    const { event } = await createPledgeThon(server.db);
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: event.id, userId: null }));
    const [request] = await server.db
      .select({ id: schema.chargeRequests.id })
      .from(schema.chargeRequests)
      .where(eq(schema.chargeRequests.eventId, event.id));
    if (!request) throw new Error('no charge request');

    // Two clicks on "completed" at once, then the same again a moment later.
    const announce = () => announceChargingOf(server.jobs, server.db, { eventId: event.id });
    await Promise.all([announce(), announce()]);
    await announce();

    const jobs = await server.jobs.boss.findJobs(QUEUES.pledgeCharging.name, {
      data: { chargeRequestId: request.id },
    });
    expect(jobs).toHaveLength(1);
  });

  it("pays the school out with the test provider as soon as the completed Thon's charging has ended", async () => {
    const { event, participant } = await createPledgeThon(server.db);
    await chargeGift(server.db, participant, {
      pledgedCents: 2_000,
      chargedCents: 2_000,
      processingFeeCents: 88,
    });
    await server.db.transaction((tx) => markThonCompleted(tx, { eventId: event.id, userId: null }));
    await announceChargingOf(server.jobs, server.db, { eventId: event.id });

    // Within the workers' few seconds of polling, not at the five-minute sweep.
    await expect
      .poll(async () => (await thonMoneyTotals(server.db, { eventId: event.id })).paidOutCents, {
        timeout: 10_000,
      })
      .toBe(1_912);
  });
});
