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

  it('counts 20,000 scans from 10 devices exactly, sent out of order and twice, with repeats and undos', async () => {
    const { event, teams, organiser } = await thon();
    const runners = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        createParticipant(server.db, event.id, {
          teamId: teams[index % 2]?.id ?? null,
          firstName: `Runner${index}`,
        }),
      ),
    );
    // 16,000 laps, each runner's 30 s apart (past the 20 s guard). Every 4th lap is also scanned by a
    // second device 8 s after or before the first: one of the two counts, by scan time, whichever
    // device sends first. Every 50th lap's first scan is taken back; the undo may reach the server
    // before its scan, and a lap a second device also scanned still counts once.
    const expected = new Map<string, number>();
    const byDevice = new Map<string, Scan[]>();
    const send = (device: number, scan: Scan) => {
      const name = `device-${device % 10}`;
      const scans = byDevice.get(name) ?? [];
      scans.push(scan);
      byDevice.set(name, scans);
    };
    let repeats = 0;
    for (let index = 0; index < 16_000; index += 1) {
      const runner = runners[index % runners.length];
      if (!runner) throw new Error('no runner');
      const at = Date.UTC(2026, 4, 15, 9) + Math.floor(index / runners.length) * 30_000;
      const first = lap(runner.id, new Date(at));
      send(index, first);
      const repeated = index % 4 === 0;
      if (repeated) send(index + 1, lap(runner.id, new Date(at + (index % 8 === 0 ? 8_000 : -8_000))));
      const undone = index % 50 === 0;
      if (undone) send(index, { ...lap(runner.id), UndoesId: first.Id });
      if (repeated && !undone) repeats += 1;
      if (repeated || !undone) expected.set(runner.id, (expected.get(runner.id) ?? 0) + 1);
    }
    const batches = [...byDevice].flatMap(([device, scans]) =>
      Array.from({ length: Math.ceil(scans.length / 500) }, (_, i) => ({
        device,
        scans: scans.slice(i * 500, i * 500 + 500),
      })),
    );
    // Every batch twice, in reverse and in a stride order, each batch itself reversed.
    const first = batches.slice().reverse();
    const again = [...batches.filter((_, i) => i % 2 === 0), ...batches.filter((_, i) => i % 2 === 1)];
    const headers = await as(organiser.id);
    let accepted = 0;
    let countedElsewhere = 0;
    for (const [round, batch] of [
      ...first.map((b) => [1, b] as const),
      ...again.map((b) => [2, b] as const),
    ]) {
      const answer = await sync(headers, event.id, batch.device, batch.scans.slice().reverse());
      expect(answer.statusCode).toBe(200);
      accepted += answer.json().Accepted;
      if (round === 2) countedElsewhere += answer.json().CountedElsewhere.length;
    }
    expect(accepted).toBe(16_000 + 4_000 + 320);
    // Once every scan is in, each repeated lap not taken back has exactly one repeat, and its device
    // is told so when it sends its batch again.
    expect(countedElsewhere).toBe(repeats);

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
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(16_000 - 320 + 160);
    const board = await server.app.inject({ method: 'GET', url: `/api/LapCounter/Live/${event.eventCode}` });
    expect(board.json().TotalUnits).toBe(16_000 - 320 + 160);
  }, 120_000);

  it('holds the guard time across phones: a second phone is told, and a late earlier scan moves the lap, not the count', async () => {
    const { event, organiser } = await thon();
    const runner = await createParticipant(server.db, event.id);
    const headers = await as(organiser.id);
    const at = (seconds: number) => new Date(Date.UTC(2026, 4, 15, 9, 0, seconds));
    const countOf = (answer: { json: () => { Counts: { Count: number }[] } }) =>
      answer.json().Counts[0]?.Count;

    const gate1 = lap(runner.id, at(10));
    expect(countOf(await sync(headers, event.id, 'gate-1', [gate1]))).toBe(1);
    // Gate 2 scans the same pass 6 s later: kept, not counted, and gate 2 is told.
    const gate2 = lap(runner.id, at(16));
    const told = await sync(headers, event.id, 'gate-2', [gate2]);
    expect(told.json()).toMatchObject({
      Accepted: 1,
      Counts: [{ ParticipantId: runner.id, Count: 1 }],
      CountedElsewhere: [{ Id: gate2.Id, ParticipantId: runner.id, SecondsAfter: 6 }],
    });
    // The next lap, 25 s after the counted scan, counts although the repeat was only 19 s before it.
    expect(countOf(await sync(headers, event.id, 'gate-1', [lap(runner.id, at(35))]))).toBe(2);
    // A phone that was offline sends a scan from before gate 1's: it carries the lap now, gate 1's
    // becomes the repeat, and the count stays.
    const early = lap(runner.id, at(4));
    const late = await sync(headers, event.id, 'gate-3', [early]);
    expect([countOf(late), late.json().CountedElsewhere]).toEqual([2, []]);
    // Gate 1 sending its batch again learns that its first scan is now the repeat of another phone's.
    expect((await sync(headers, event.id, 'gate-1', [gate1])).json().CountedElsewhere).toEqual([
      { Id: gate1.Id, ParticipantId: runner.id, SecondsAfter: 6 },
    ]);
    // Taking back the counted scan lets the repeat count: the lap was still run.
    const undone = await sync(headers, event.id, 'gate-3', [
      { ...lap(runner.id, at(40)), UndoesId: early.Id },
    ]);
    expect(countOf(undone)).toBe(2);
    expect(
      (await server.db.select().from(schema.lapScans).where(eq(schema.lapScans.eventId, event.id))).length,
    ).toBe(5);
  });

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
    const minute = (index: number) => new Date(Date.UTC(2026, 4, 15, 9, index));
    await sync(headers, event.id, 'phone', [
      lap(ana.id, minute(0)),
      lap(ana.id, minute(1)),
      ...Array.from({ length: 5 }, (_, index) => lap(ben.id, minute(index))),
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
