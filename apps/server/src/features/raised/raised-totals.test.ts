import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTeam,
  createTestDatabase,
  recordUnits,
  type TestDatabase,
  unique,
} from '@pledgethon/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTotals, keptTotals } from '../../testing/raised-totals';
import { mergeParticipants } from '../participant-merges/merge-participants';
import { findThon } from '../thons/thon-reach.queries';

const { events, participants, pledges, results } = schema;

describe('the totals of raised the database keeps (decision 136)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function thonWithChildren() {
    const { db } = database;
    const event = await createEvent(db, { maxUnits: 35 });
    const [red, blue] = [await createTeam(db, event.id), await createTeam(db, event.id)];
    const children = [
      await createParticipant(db, event.id, { teamId: red.id }),
      await createParticipant(db, event.id, { teamId: blue.id, goalCents: 20_000 }),
      await createParticipant(db, event.id),
    ];
    return { event, teams: [red, blue], children };
  }
  const thonPledge = (eventId: string, amountCents: number) =>
    database.db.insert(pledges).values({
      eventId,
      participantId: null,
      donorFirstName: 'Dana',
      donorLastName: 'Donor',
      kind: 'flat',
      amountCents,
      idempotencyKey: `thon-${unique()}`,
    });
  const expectExact = async (eventId: string) =>
    expect(await keptTotals(database.db, eventId)).toEqual(await freshTotals(database.db, eventId));

  it('follow a pledge added, changed, cancelled, moved and deleted', async () => {
    const { db } = database;
    const { event, children } = await thonWithChildren();
    const [first, second] = children as [(typeof children)[0], (typeof children)[0]];
    await recordUnits(db, first.id, 20);
    const flat = await createPledge(db, first, { amountCents: 2_500 });
    const perUnit = await createPledge(db, first, { rateCents: 100, maxCents: 1_500 });
    await thonPledge(event.id, 4_000);
    await expectExact(event.id);
    expect((await keptTotals(db, event.id)).thon).toMatchObject({ raised: 8_000, participantRaised: 4_000 });

    await db.update(pledges).set({ amountCents: 3_000, status: 'updated' }).where(eq(pledges.id, flat.id));
    await db.update(pledges).set({ rateCents: 50, maxCents: null }).where(eq(pledges.id, perUnit.id));
    await expectExact(event.id);
    await db.update(pledges).set({ status: 'cancelled' }).where(eq(pledges.id, flat.id));
    await expectExact(event.id);
    await db.update(pledges).set({ participantId: second.id }).where(eq(pledges.id, perUnit.id));
    await expectExact(event.id);
    await db.delete(pledges).where(eq(pledges.id, perUnit.id));
    await expectExact(event.id);
  });

  it('follow a result recorded, changed and taken back', async () => {
    const { db } = database;
    const { event, children } = await thonWithChildren();
    const child = children[1] as (typeof children)[0];
    await createPledge(db, child, { rateCents: 100 });
    await createPledge(db, child, { rateCents: 250, maxCents: 5_000 });
    await createPledge(db, child, { amountCents: 1_000 });
    await expectExact(event.id);
    await recordUnits(db, child.id, 12);
    await expectExact(event.id);
    await db.update(results).set({ units: 50 }).where(eq(results.participantId, child.id));
    await expectExact(event.id);
    expect((await keptTotals(db, event.id)).thon.participantRaised).toBe(3_500 + 5_000 + 1_000);
    await db.delete(results).where(eq(results.participantId, child.id));
    await expectExact(event.id);
  });

  it("follow the Thon's max units and time zone", async () => {
    const { db } = database;
    const { event, children } = await thonWithChildren();
    const child = children[0] as (typeof children)[0];
    await recordUnits(db, child.id, 30);
    // 03:00 UTC is the evening before in Chicago: the chart's day moves with the zone.
    await createPledge(db, child, { rateCents: 100, createdAt: new Date('2026-05-01T03:00:00Z') });
    await createPledge(db, child, { amountCents: 2_000, createdAt: new Date('2026-05-02T15:00:00Z') });
    await expectExact(event.id);
    await db.update(events).set({ maxUnits: 10 }).where(eq(events.id, event.id));
    await expectExact(event.id);
    await db.update(events).set({ maxUnits: 40 }).where(eq(events.id, event.id));
    await expectExact(event.id);
    await db.update(events).set({ timeZone: 'UTC' }).where(eq(events.id, event.id));
    await expectExact(event.id);
    expect((await keptTotals(db, event.id)).days.map((day) => day.day)).toEqual(['2026-05-01', '2026-05-02']);
  });

  it('follow a participant added, moved between teams, given a new goal, removed and returned', async () => {
    const { db } = database;
    const { event, teams, children } = await thonWithChildren();
    const child = children[0] as (typeof children)[0];
    await createPledge(db, child, { amountCents: 2_500 });
    await createPledge(
      db,
      (await createParticipant(db, event.id, { teamId: teams[1]?.id })) as typeof child,
      {
        amountCents: 1_200,
      },
    );
    await expectExact(event.id);
    await db
      .update(participants)
      .set({ teamId: teams[1]?.id, goalCents: 30_000 })
      .where(eq(participants.id, child.id));
    await expectExact(event.id);
    await db.update(participants).set({ removedAt: new Date() }).where(eq(participants.id, child.id));
    await expectExact(event.id);
    expect((await keptTotals(db, event.id)).thon).toMatchObject({ raised: 3_700, participantRaised: 1_200 });
    await db.update(participants).set({ removedAt: null, teamId: null }).where(eq(participants.id, child.id));
    await expectExact(event.id);
  });

  it('follow a merge of two records of one child', async () => {
    const { db } = database;
    const { event, children } = await thonWithChildren();
    const [kept, removed] = children as [(typeof children)[0], (typeof children)[0]];
    await createPledge(db, kept, { amountCents: 2_500 });
    await createPledge(db, removed, { rateCents: 100 });
    await recordUnits(db, removed.id, 15);
    await expectExact(event.id);
    const thon = await findThon(db, { eventId: event.id });
    if (!thon) throw new Error('no Thon');
    await mergeParticipants(db, { event: thon, as: 'organizer', participants: { kind: 'all' } }, null, {
      EventId: event.id,
      KeepParticipantId: kept.id,
      RemoveParticipantId: removed.id,
    });
    await expectExact(event.id);
    const merged = (await keptTotals(db, event.id)).participants.find((row) => row.id === kept.id);
    expect(merged).toMatchObject({ raised: 2_500 + 1_500, pledges: 2 });
  });

  it("follow the Thon's collected through payments paid, refunded and deleted (decision 141)", async () => {
    const { db } = database;
    const { event, children } = await thonWithChildren();
    const [child] = children as [(typeof children)[0]];
    const collected = async () => {
      const [thon] = await db
        .select({ cents: schema.eventTotals.collectedCents })
        .from(schema.eventTotals)
        .where(eq(schema.eventTotals.eventId, event.id));
      const [own] = await db
        .select({ cents: participants.collectedCents })
        .from(participants)
        .where(eq(participants.id, child.id));
      return { thon: thon?.cents, child: own?.cents };
    };
    const cash = await createPayment(db, child, { amountCents: 2_000 });
    const card = await createPayment(db, child, { amountCents: 3_000, status: 'pending', method: 'card' });
    await db.insert(schema.payments).values({
      eventId: event.id,
      participantId: null,
      amountCents: 10_000,
      method: 'bulk',
      provider: 'offline',
      status: 'succeeded',
      idempotencyKey: `bulk-${unique()}`,
    });
    expect(await collected()).toEqual({ thon: 12_000, child: 2_000 });
    await db.update(schema.payments).set({ status: 'succeeded' }).where(eq(schema.payments.id, card.id));
    expect(await collected()).toEqual({ thon: 15_000, child: 5_000 });
    await db.update(schema.payments).set({ refundedCents: 500 }).where(eq(schema.payments.id, card.id));
    expect(await collected()).toEqual({ thon: 14_500, child: 4_500 });
    await db
      .update(schema.payments)
      .set({ refundedCents: 3_000, status: 'refunded' })
      .where(eq(schema.payments.id, card.id));
    expect(await collected()).toEqual({ thon: 12_000, child: 2_000 });
    await db.delete(schema.payments).where(eq(schema.payments.id, cash.id));
    expect(await collected()).toEqual({ thon: 10_000, child: 0 });
    const moved = await createPayment(db, children[1] as (typeof children)[0], { amountCents: 700 });
    await db.update(schema.payments).set({ participantId: child.id }).where(eq(schema.payments.id, moved.id));
    expect(await collected()).toEqual({ thon: 10_700, child: 700 });
  });

  it('equal a fresh count after any sequence of changes', async () => {
    const { db } = database;
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('flat' as const),
        child: fc.nat(3),
        cents: fc.integer({ min: 500, max: 9_000 }),
      }),
      fc.record({
        kind: fc.constant('perUnit' as const),
        child: fc.nat(3),
        cents: fc.integer({ min: 1, max: 500 }),
        capped: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('units' as const), child: fc.nat(3), units: fc.nat(60) }),
      fc.record({ kind: fc.constant('cancel' as const), pledge: fc.nat(20) }),
      fc.record({ kind: fc.constant('move' as const), pledge: fc.nat(20), child: fc.nat(3) }),
      fc.record({
        kind: fc.constant('maxUnits' as const),
        units: fc.integer({ min: 1, max: 50 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), child: fc.nat(3), removed: fc.boolean() }),
      fc.record({ kind: fc.constant('team' as const), child: fc.nat(3), team: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        const { event, teams, children } = await thonWithChildren();
        children.push(await createParticipant(db, event.id, { teamId: teams[0]?.id }));
        const made: string[] = [];
        const childAt = (index: number) => children[index % children.length] as (typeof children)[0];
        const pledgeAt = (index: number) => made[index % Math.max(made.length, 1)];
        for (const step of changes) {
          if (step.kind === 'flat' || step.kind === 'perUnit') {
            const values =
              step.kind === 'flat'
                ? { amountCents: step.cents }
                : { rateCents: step.cents, ...(step.capped ? { maxCents: 1_000 } : {}) };
            made.push((await createPledge(db, childAt(step.child), values)).id);
          } else if (step.kind === 'units') {
            await db
              .insert(results)
              .values({ participantId: childAt(step.child).id, units: step.units })
              .onConflictDoUpdate({ target: results.participantId, set: { units: step.units } });
          } else if (step.kind === 'cancel' || step.kind === 'move') {
            const id = pledgeAt(step.pledge);
            if (!id) continue;
            const set =
              step.kind === 'cancel'
                ? { status: 'cancelled' as const }
                : { participantId: childAt(step.child).id };
            await db.update(pledges).set(set).where(eq(pledges.id, id));
          } else if (step.kind === 'maxUnits') {
            await db.update(events).set({ maxUnits: step.units }).where(eq(events.id, event.id));
          } else if (step.kind === 'remove') {
            await db
              .update(participants)
              .set({ removedAt: step.removed ? new Date() : null })
              .where(eq(participants.id, childAt(step.child).id));
          } else {
            await db
              .update(participants)
              .set({ teamId: teams[step.team]?.id ?? null })
              .where(eq(participants.id, childAt(step.child).id));
          }
        }
        expect(await keptTotals(db, event.id)).toEqual(await freshTotals(db, event.id));
      }),
      { numRuns: 25 },
    );
  });
});
