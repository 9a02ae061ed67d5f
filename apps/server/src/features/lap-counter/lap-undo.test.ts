import { randomUUID } from 'node:crypto';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

type Scan = { Id: string; ParticipantId: string; ScannedAt: string; UndoesId?: string };

describe('taking back a tap, and telling look-alike children apart', () => {
  const server = useTestApp();

  async function thon() {
    const event = await createEvent(server.db, { maxUnits: 5000 });
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    return { event, headers: await sessionHeaders(server.db, { userId: organiser.id }) };
  }
  const sync = (headers: Record<string, string>, eventId: string, scans: unknown[]) =>
    server.app.inject({
      method: 'POST',
      url: '/api/LapCounter/Sync',
      headers,
      payload: { EventId: eventId, DeviceId: 'gate-1', Scans: scans },
    });
  const lap = (participantId: string, seconds = 0): Scan => ({
    Id: randomUUID(),
    ParticipantId: participantId,
    ScannedAt: new Date(Date.UTC(2026, 4, 15, 9, 0, seconds)).toISOString(),
  });
  const undoOf = (scan: Scan): Scan => ({ ...lap(scan.ParticipantId, 30), UndoesId: scan.Id });
  const countOf = async (answer: Promise<{ json: () => { Counts: { Count: number }[] } }>) =>
    (await answer).json().Counts[0]?.Count;

  it('removes exactly the tapped lap, once, however often the undo is sent, and the guard forgets it', async () => {
    const { event, headers } = await thon();
    const liam = await createParticipant(server.db, event.id, { firstName: 'Liam', lastName: 'Kim' });
    const wrong = lap(liam.id, 0);
    expect(await countOf(sync(headers, event.id, [lap(liam.id, -60), wrong]))).toBe(2);
    const undo = undoOf(wrong);
    const first = await sync(headers, event.id, [undo]);
    expect(first.json()).toMatchObject({ Accepted: 1, Counts: [{ Count: 1 }] });
    // The same undo again, and another undo of the same tap from another phone, take nothing more.
    const again = await sync(headers, event.id, [undo]);
    expect(again.json()).toMatchObject({ Accepted: 0, Counts: [{ Count: 1 }] });
    expect(await countOf(sync(headers, event.id, [undoOf(wrong)]))).toBe(1);
    // Liam really runs by 5 s after the wrong tap: the taken-back tap does not swallow it.
    expect(await countOf(sync(headers, event.id, [lap(liam.id, 5)]))).toBe(2);
  });

  it("takes back only the counter's own Thon's laps, of the same child, and answers 400 for bad ids", async () => {
    const { event, headers } = await thon();
    const liam = await createParticipant(server.db, event.id, { firstName: 'Liam', lastName: 'Kim' });
    const other = await createParticipant(server.db, event.id, { firstName: 'Liam', lastName: 'Kern' });
    const elsewhere = await thon();
    const stranger = await createParticipant(server.db, elsewhere.event.id);
    const theirs = lap(stranger.id);
    await sync(elsewhere.headers, elsewhere.event.id, [theirs]);
    const ours = lap(liam.id);
    await sync(headers, event.id, [ours]);

    // Another Thon's lap, named by our own child or theirs, stays.
    expect((await sync(headers, event.id, [{ ...lap(liam.id), UndoesId: theirs.Id }])).statusCode).toBe(400);
    expect((await sync(headers, event.id, [{ ...lap(stranger.id), UndoesId: theirs.Id }])).statusCode).toBe(
      400,
    );
    // Our lap, named as another child's, stays; an undo of an undo takes nothing.
    expect((await sync(headers, event.id, [{ ...lap(other.id), UndoesId: ours.Id }])).statusCode).toBe(400);
    const undo = undoOf(ours);
    await sync(headers, event.id, [undo]);
    expect((await sync(headers, event.id, [{ ...lap(liam.id), UndoesId: undo.Id }])).statusCode).toBe(400);
    // Ids that are no ids are refused before anything is read.
    for (const UndoesId of ['not-an-id', '', 'x'.repeat(5000), 42])
      expect((await sync(headers, event.id, [{ ...lap(liam.id), UndoesId }])).statusCode).toBe(400);
    expect((await sync(elsewhere.headers, elsewhere.event.id, [lap(stranger.id, 40)])).json().Counts).toEqual(
      [{ ParticipantId: stranger.id, Count: 2, Capped: false }],
    );
    // An undo that arrives before its lap is kept, and the lap then counts as taken back.
    const late = lap(liam.id, 50);
    expect((await sync(headers, event.id, [undoOf(late)])).statusCode).toBe(200);
    expect(await countOf(sync(headers, event.id, [late]))).toBe(0);
  });

  it('gives each child a badge number that stays theirs, their class and, with consent only, a photo', async () => {
    const { event, headers } = await thon();
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const joined = (day: number) => new Date(Date.UTC(2026, 0, day));
    // Made out of the order they joined, which the numbers follow.
    const second = await createParticipant(server.db, event.id, {
      firstName: 'Liam',
      lastName: 'Kern',
      photoName: 'k.webp',
      createdAt: joined(3),
    });
    const removed = await createParticipant(server.db, event.id, {
      createdAt: joined(2),
      removedAt: new Date(),
    });
    const first = await createParticipant(server.db, event.id, {
      firstName: 'Liam',
      lastName: 'Kim',
      teacherUserId: teacher.id,
      publicPhotoOptIn: true,
      photoName: 'liam.webp',
      createdAt: joined(1),
    });
    const roster = await server.app.inject({
      method: 'GET',
      url: `/api/LapCounter/Roster/${event.eventCode}`,
      headers,
    });
    const people = roster.json().Participants as Record<string, unknown>[];
    expect(people.map((person) => person.ParticipantId)).not.toContain(removed.id);
    expect(people.find((person) => person.ParticipantId === first.id)).toMatchObject({
      Name: 'Liam K.',
      BadgeNumber: 1,
      Teacher: `${teacher.firstName} ${teacher.lastName}`,
      HasPhoto: true,
    });
    // The removed child keeps number 2, so no one else is given it.
    expect(people.find((person) => person.ParticipantId === second.id)).toMatchObject({
      Name: 'Liam K.',
      BadgeNumber: 3,
      Teacher: null,
      HasPhoto: false,
    });
  });
});
