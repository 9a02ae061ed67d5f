import { randomUUID } from 'node:crypto';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { thonToday } from './counter-access';

type Scan = { Id: string; ParticipantId: string; ScannedAt: string; UndoesId?: string };

describe('counting laps: scans kept once, counts derived', () => {
  const server = useTestApp();

  const as = async (userId: string) => sessionHeaders(server.db, { userId });
  const sync = (headers: Record<string, string>, eventId: string, deviceId: string, scans: Scan[]) =>
    server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Sync',
      headers,
      payload: { EventId: eventId, DeviceId: deviceId, Scans: scans },
    });

  async function thon(overrides: Parameters<typeof createEvent>[1] = {}) {
    const { db } = server;
    const event = await createEvent(db, { maxUnits: 5000, ...overrides });
    const teams = [await createTeam(db, event.id, 'Red'), await createTeam(db, event.id, 'Blue')];
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    return { event, teams, organiser };
  }

  const lap = (participantId: string, at = new Date()): Scan => ({
    Id: randomUUID(),
    ParticipantId: participantId,
    ScannedAt: at.toISOString(),
  });

  it('counts 20,000 scans from 10 devices exactly, sent out of order and twice, with undos', async () => {
    const { event, teams, organiser } = await thon();
    const runners = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        createParticipant(server.db, event.id, {
          teamId: teams[index % 2]?.id ?? null,
          firstName: `Runner${index}`,
        }),
      ),
    );
    const expected = new Map<string, number>();
    const batches: { device: string; scans: Scan[] }[] = [];
    for (let device = 0; device < 10; device += 1) {
      const scans: Scan[] = [];
      for (let index = 0; index < 2_000; index += 1) {
        const runner = runners[(index * 7 + device) % runners.length];
        if (!runner) throw new Error('no runner');
        const scan = lap(runner.id, new Date(Date.UTC(2026, 4, 15, 9, 0, index)));
        scans.push(scan);
        expected.set(runner.id, (expected.get(runner.id) ?? 0) + 1);
        // Every 50th scan is taken back, and the undo may reach the server before its scan.
        if (index % 50 === 0) {
          scans.push({ ...lap(runner.id), UndoesId: scan.Id });
          expected.set(runner.id, (expected.get(runner.id) ?? 0) - 1);
        }
      }
      for (let start = 0; start < scans.length; start += 500)
        batches.push({ device: `device-${device}`, scans: scans.slice(start, start + 500) });
    }
    // Every batch twice, in reverse and in a stride order, each batch itself reversed.
    const order = [
      ...batches.slice().reverse(),
      ...batches.filter((_, i) => i % 2 === 0),
      ...batches.filter((_, i) => i % 2 === 1),
    ];
    const headers = await as(organiser.id);
    let accepted = 0;
    for (const batch of order) {
      const answer = await sync(headers, event.id, batch.device, batch.scans.slice().reverse());
      expect(answer.statusCode).toBe(200);
      accepted += answer.json().Accepted;
    }
    expect(accepted).toBe(20_000 + 400);

    const roster = await server.app.inject({
      method: 'GET',
      url: `/api/LapCounter/Roster/${event.eventCode}`,
      headers,
    });
    const counts = new Map<string, number>(
      roster
        .json()
        .Counts.map((row: { ParticipantId: string; Count: number }) => [row.ParticipantId, row.Count]),
    );
    expect(counts).toEqual(expected);
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(20_000 - 400);
  }, 120_000);

  it("refuses scans once the Thon is completed, and scans of another Thon's participants", async () => {
    const { event, organiser } = await thon();
    const runner = await createParticipant(server.db, event.id);
    const stranger = await createParticipant(server.db, (await createEvent(server.db)).id);
    const headers = await as(organiser.id);
    const foreign = await sync(headers, event.id, 'phone', [lap(stranger.id)]);
    expect(foreign.statusCode).toBe(400);
    await server.db
      .update(schema.events)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(schema.events.id, event.id));
    const late = await sync(headers, event.id, 'phone', [lap(runner.id)]);
    expect(late.statusCode).toBe(409);
    expect(late.json().Message).toBe(messages.lapCountingClosed);
    expect(
      await server.db.select().from(schema.lapScans).where(eq(schema.lapScans.eventId, event.id)),
    ).toEqual([]);
  });

  it('lets staff of the Thon count, and nobody else', async () => {
    const { event, teams } = await thon();
    const runner = await createParticipant(server.db, event.id, { teamId: teams[0]?.id ?? null });
    const leader = await createPerson(server.db, {
      roles: [{ role: 'team_leader', eventId: event.id, teamId: teams[1]?.id ?? '' }],
    });
    const other = await thon();
    const outsider = other.organiser;
    expect((await sync(await as(leader.id), event.id, 'phone', [lap(runner.id)])).statusCode).toBe(200);
    expect((await sync(await as(outsider.id), event.id, 'phone', [lap(runner.id)])).statusCode).toBe(403);
    expect((await sync({}, event.id, 'phone', [lap(runner.id)])).statusCode).toBe(401);
  });

  async function invite(organiserId: string, eventId: string, day: string) {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Invite',
      headers: await as(organiserId),
      payload: { EventId: eventId, Day: day, Label: 'Gate 2' },
    });
    expect(answer.statusCode).toBe(200);
    const link = new URL(answer.json().Link);
    expect(answer.json().QrPngDataUrl).toMatch(/^data:image\/png;base64,/);
    return link.searchParams.get('invite') ?? '';
  }
  const redeem = (eventCode: string, token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Redeem',
      payload: { EventCode: eventCode, Invite: token },
    });

  it("makes a volunteer's one-time link a pass for its Thon and its day only", async () => {
    const { event, organiser } = await thon();
    const runner = await createParticipant(server.db, event.id);
    const other = await thon();
    const otherRunner = await createParticipant(server.db, other.event.id);
    const today = thonToday(event.timeZone);

    const token = await invite(organiser.id, event.id, today);
    // Another Thon's code does not use it up.
    expect((await redeem(other.event.eventCode, token)).statusCode).toBe(422);
    const redeemed = await redeem(event.eventCode, token);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ Label: 'Gate 2', Day: today });
    const again = await redeem(event.eventCode, token);
    expect(again.json().Message).toBe(messages.counterLinkUsed);

    const pass = { CounterPass: redeemed.json().PassToken };
    expect((await sync(pass, event.id, 'volunteer', [lap(runner.id)])).json().Counts).toEqual([
      { ParticipantId: runner.id, Count: 1, Capped: false },
    ]);
    const roster = await server.app.inject({
      method: 'GET',
      url: `/api/LapCounter/Roster/${event.eventCode}`,
      headers: pass,
    });
    expect(roster.json().Pass).toEqual({ Label: 'Gate 2', Day: today });
    expect(roster.json().Participants[0]).not.toHaveProperty('AccessCode');
    // Not for another Thon, not for another day.
    expect((await sync(pass, other.event.id, 'volunteer', [lap(otherRunner.id)])).statusCode).toBe(403);
    const tomorrowToken = await invite(organiser.id, event.id, '2030-01-01');
    const tomorrow = { CounterPass: (await redeem(event.eventCode, tomorrowToken)).json().PassToken };
    const early = await sync(tomorrow, event.id, 'volunteer', [lap(runner.id)]);
    expect(early.statusCode).toBe(403);
    expect(early.json().Message).toBe(messages.counterPassExpired);
    // A pass is not a staff login.
    const review = await server.app.inject({
      method: 'GET',
      url: `/api/LapCounter/Review/${event.id}`,
      headers: pass,
    });
    expect(review.statusCode).toBe(401);
  });

  it('publishes counts as results in one audited action, capped at the max, with hand fixes', async () => {
    const { event, organiser } = await thon({ minUnits: 0, maxUnits: 3 });
    const [ana, ben, cy] = await Promise.all(
      ['Ana', 'Ben', 'Cy'].map((firstName) => createParticipant(server.db, event.id, { firstName })),
    );
    if (!ana || !ben || !cy) throw new Error('no participants');
    const headers = await as(organiser.id);
    await sync(headers, event.id, 'phone', [
      lap(ana.id),
      lap(ana.id),
      ...Array.from({ length: 5 }, () => lap(ben.id)),
      lap(cy.id),
    ]);

    const review = await server.app.inject({
      method: 'GET',
      url: `/api/LapCounter/Review/${event.id}`,
      headers,
    });
    const rows = review.json().Rows as {
      FirstName: string;
      Count: number;
      Capped: boolean;
      Units: number | null;
    }[];
    expect(rows.map((row) => [row.FirstName, row.Count, row.Capped, row.Units])).toEqual(
      expect.arrayContaining([
        ['Ana', 2, false, null],
        ['Ben', 5, true, null],
        ['Cy', 1, false, null],
      ]),
    );
    const published = await server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Publish',
      headers,
      payload: { EventId: event.id, Fixes: [{ ParticipantId: cy.id, Units: 2 }] },
    });
    expect(published.json()).toEqual({ Message: messages.countsPublished, Saved: 3 });
    const units = async (id: string) =>
      (await server.db.select().from(schema.results).where(eq(schema.results.participantId, id)))[0]?.units;
    expect([await units(ana.id), await units(ben.id), await units(cy.id)]).toEqual([2, 3, 2]);
    const history = await server.app.inject({ method: 'GET', url: `/api/Results/History/${cy.id}`, headers });
    expect(history.json().Changes).toMatchObject([{ Units: 2, Source: 'single' }]);
    const anaHistory = await server.app.inject({
      method: 'GET',
      url: `/api/Results/History/${ana.id}`,
      headers,
    });
    expect(anaHistory.json().Changes).toMatchObject([{ Units: 2, Source: 'counter' }]);
    // Publishing again changes nothing.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Publish',
      headers,
      payload: { EventId: event.id, Fixes: [{ ParticipantId: cy.id, Units: 2 }] },
    });
    expect(again.json().Saved).toBe(0);
  });
});
