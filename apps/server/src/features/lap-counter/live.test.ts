import { randomUUID } from 'node:crypto';
import { createEvent, createParticipant, createPledge, createTeam } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

type Board = {
  TotalUnits: number;
  PledgedCents: number;
  TopParticipants: { Name: string; Units: number }[];
  TopTeams: { Name: string }[];
};

/** Reads server-sent events of one kind from a streamed answer, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<Board> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: board') && data) return JSON.parse(data.slice(6)) as Board;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('the live leaderboard', () => {
  const server = useTestApp();

  it('totals the counts, prices pledges at them, names children as allowed, and streams each change', async () => {
    const { db } = server;
    const event = await createEvent(db, { maxUnits: 3 });
    const teams = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) => createTeam(db, event.id, `Team ${name}`)),
    );
    const runners = await Promise.all(
      teams.map((team, index) =>
        createParticipant(db, event.id, {
          teamId: team.id,
          firstName: `Kid${index}`,
          lastName: 'Lopez',
          publicFullNameOptIn: index === 0,
        }),
      ),
    );
    const [first, second] = runners;
    if (!first || !second) throw new Error('no runners');
    await createPledge(db, first, { rateCents: 200 });
    await createPledge(db, second, { amountCents: 1_000 });
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const headers = await sessionHeaders(db, { userId: organiser.id });
    // A lap a minute, well apart for the guard time; a repeat is scanned 5 s after the lap before it.
    let at = Date.UTC(2026, 4, 15, 9);
    const scan = (participantId: string) => {
      at += 60_000;
      return { Id: randomUUID(), ParticipantId: participantId, ScannedAt: new Date(at).toISOString() };
    };
    const sync = (participantIds: string[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/LapCounter/Sync',
        headers,
        payload: { EventId: event.id, DeviceId: 'gate', Scans: participantIds.map(scan) },
      });
    await sync([first.id, first.id, first.id, first.id, ...runners.map((runner) => runner.id)]);

    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const hangUp = new AbortController();
    const stream = await fetch(`${address}/api/LapCounter/LiveStream/${event.eventCode}`, {
      signal: hangUp.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    if (!stream.body) throw new Error('no stream');
    const next = eventReader(stream.body);
    const board = await next();
    // Kid0 ran 5 but counts 3 (the max); the others 1 each.
    expect(board.TotalUnits).toBe(3 + 4);
    expect(board.PledgedCents).toBe(3 * 200 + 1_000);
    expect(board.TopParticipants[0]).toEqual({ Name: 'Kid0 Lopez', TeamName: 'Team A', Units: 3 });
    expect(board.TopParticipants[1]?.Name).toMatch(/^Kid\d L\.$/);
    expect(board.TopTeams).toHaveLength(4);

    await sync([second.id]);
    const moved = await next();
    expect(moved.TotalUnits).toBe(8);
    // A second phone scans the same runner 5 s after the first: the board moves on, its totals do not.
    const repeat = { ...scan(second.id), ScannedAt: new Date(at - 55_000).toISOString() };
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Sync',
      headers,
      payload: { EventId: event.id, DeviceId: 'gate-2', Scans: [repeat] },
    });
    expect(answer.json().CountedElsewhere).toEqual([
      { Id: repeat.Id, ParticipantId: second.id, SecondsAfter: 5 },
    ]);
    const repeated = await next();
    expect([repeated.TotalUnits, repeated.PledgedCents]).toEqual([8, 3 * 200 + 1_000]);
    const snapshot = await fetch(`${address}/api/LapCounter/Live/${event.eventCode}`);
    expect(((await snapshot.json()) as Board).TotalUnits).toBeGreaterThanOrEqual(7);
    hangUp.abort();
    expect((await fetch(`${address}/api/LapCounter/Live/NOPE${randomUUID().slice(0, 4)}`)).status).toBe(404);
  });
});
