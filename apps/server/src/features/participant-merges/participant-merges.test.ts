import { messages } from '@pledgethon/core';
import { and, eq, isNull, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTeam,
  recordUnits,
} from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('merging two records of one child', () => {
  const server = useTestApp();
  const merge = (headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/ThonParticipants/Merge', headers, payload });
  const duplicates = (headers: Record<string, string>, eventId: string) =>
    server.app.inject({ method: 'GET', url: `/api/ThonParticipants/Duplicates/${eventId}`, headers });

  async function organizerOf(eventId: string) {
    const user = await createPerson(server.db, { roles: [{ role: 'organizer', eventId }] });
    return { user, headers: await sessionHeaders(server.db, { userId: user.id }) };
  }
  async function copiedChild() {
    const event = await createEvent(server.db);
    const team = await createTeam(server.db, event.id, 'Room 7');
    const listed = await createParticipant(server.db, event.id, {
      firstName: 'Liam',
      lastName: 'Kim',
      teamId: team.id,
    });
    const copy = await createParticipant(server.db, event.id, {
      firstName: 'liam ',
      lastName: ' KIM',
      parentEmail: 'kim.home@example.com',
      // The pair lists the earlier record first; PGlite's clock can give both the same millisecond.
      createdAt: new Date(listed.createdAt.getTime() + 1_000),
    });
    const organizer = await organizerOf(event.id);
    return { event, listed, copy, organizer };
  }
  const consent = (participantId: string) =>
    server.db.insert(schema.consents).values({ participantId, kind: 'photo', textShown: 'Show the photo' });

  it('lists the pair and moves pledges, money, laps, parents and consents to the kept record, audited', async () => {
    const { event, listed, copy, organizer } = await copiedChild();
    const pledge = await createPledge(server.db, copy, { rateCents: 200 });
    await createPayment(server.db, copy, { amountCents: 1_000 });
    await recordUnits(server.db, listed.id, 12);
    const parent = await createPerson(server.db, { roles: ['parent'] });
    await server.db
      .insert(schema.parentParticipants)
      .values({ parentUserId: parent.id, participantId: copy.id });
    await consent(listed.id);
    await consent(copy.id);

    const pairs = (await duplicates(organizer.headers, event.id)).json();
    expect(pairs).toEqual([
      {
        First: expect.objectContaining({ ParticipantId: listed.id, TeamName: 'Room 7', HasResults: true }),
        Second: expect.objectContaining({ ParticipantId: copy.id, TeamName: null, Pledges: 1, Parents: 1 }),
      },
    ]);

    const response = await merge(organizer.headers, {
      EventId: event.id,
      KeepParticipantId: listed.id,
      RemoveParticipantId: copy.id,
    });
    expect(response.json()).toEqual({ Message: messages.participantsMerged });

    const [moved] = await server.db.select().from(schema.pledges).where(eq(schema.pledges.id, pledge.id));
    expect(moved?.participantId).toBe(listed.id);
    const payments = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.participantId, listed.id));
    expect(payments).toHaveLength(1);
    const links = await server.db
      .select()
      .from(schema.parentParticipants)
      .where(eq(schema.parentParticipants.parentUserId, parent.id));
    expect(links.map((link) => link.participantId)).toEqual([listed.id]);
    const standing = await server.db
      .select()
      .from(schema.consents)
      .where(and(eq(schema.consents.participantId, listed.id), isNull(schema.consents.withdrawnAt)));
    expect(standing).toHaveLength(1);
    const [kept] = await server.db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.id, listed.id));
    expect(kept).toMatchObject({ parentEmail: 'kim.home@example.com', removedAt: null });
    const [removed] = await server.db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.id, copy.id));
    expect(removed?.removedAt).not.toBeNull();
    const [audit] = await server.db
      .select()
      .from(schema.participantMerges)
      .where(eq(schema.participantMerges.keptParticipantId, listed.id));
    expect(audit).toMatchObject({ removedParticipantId: copy.id, mergedByUserId: organizer.user.id });
    expect((await duplicates(organizer.headers, event.id)).json()).toEqual([]);

    // A removed record is merged no more.
    const again = await merge(organizer.headers, {
      EventId: event.id,
      KeepParticipantId: listed.id,
      RemoveParticipantId: copy.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe(messages.mergeNotPossible);
  });

  it('refuses when both records have results, and changes nothing', async () => {
    const { event, listed, copy, organizer } = await copiedChild();
    await recordUnits(server.db, listed.id, 10);
    await recordUnits(server.db, copy.id, 4);
    const response = await merge(organizer.headers, {
      EventId: event.id,
      KeepParticipantId: listed.id,
      RemoveParticipantId: copy.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().Message).toBe(messages.mergeBothHaveResults);
    const [still] = await server.db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.id, copy.id));
    expect(still?.removedAt).toBeNull();
  });

  it('keeps other Thons, teachers and parents out, and refuses a pair across Thons', async () => {
    const { event, listed, copy, organizer } = await copiedChild();
    const elsewhere = await copiedChild();
    const body = { EventId: event.id, KeepParticipantId: listed.id, RemoveParticipantId: copy.id };
    expect((await merge(elsewhere.organizer.headers, body)).statusCode).toBe(403);
    expect((await duplicates(elsewhere.organizer.headers, event.id)).statusCode).toBe(403);
    // Their own Thon named in the body does not reach this Thon's children.
    const crossed = await merge(elsewhere.organizer.headers, { ...body, EventId: elsewhere.event.id });
    expect(crossed.statusCode).toBe(404);
    const across = await merge(organizer.headers, { ...body, RemoveParticipantId: elsewhere.copy.id });
    expect(across.statusCode).toBe(404);
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const teacherHeaders = await sessionHeaders(server.db, { userId: teacher.id });
    expect((await merge(teacherHeaders, body)).statusCode).toBe(403);
    const same = await merge(organizer.headers, { ...body, RemoveParticipantId: listed.id });
    expect(same.statusCode).toBe(422);
    const [untouched] = await server.db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.id, copy.id));
    expect(untouched?.removedAt).toBeNull();
  });
});
