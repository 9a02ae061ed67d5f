import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('participant look-ups', () => {
  const server = useTestApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const isTeacher = (headers: Record<string, string>, token = headers.token ?? '') =>
    get(`/api/participants/IsLoggedInUserIsTeacher/${encodeURIComponent(token)}`, headers);

  describe('IsLoggedInUserIsTeacher', () => {
    it('names the Thon of a teacher grant', async () => {
      const event = await createEvent(server.db);
      const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
      const response = await isTeacher(await sessionHeaders(server.db, { userId: teacher.id }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ IsTeacher: true, EventId: event.id });
    });

    it('lets super administrators skip both checks', async () => {
      const event = await createEvent(server.db);
      const admin = await createPerson(server.db, {
        roles: ['super_admin', { role: 'teacher', eventId: event.id }],
      });
      await createParticipant(server.db, event.id, { userId: admin.id });
      const response = await isTeacher(await sessionHeaders(server.db, { userId: admin.id }));
      expect(response.json()).toEqual({ IsTeacher: false, EventId: null });
    });

    it("gives a participant who is not a teacher their own participant's Thon", async () => {
      const event = await createEvent(server.db);
      const participant = await createParticipant(server.db, event.id);
      const response = await isTeacher(
        await sessionHeaders(server.db, { userId: null, participantId: participant.id }),
      );
      expect(response.json()).toEqual({ IsTeacher: false, EventId: event.id });
    });

    it('answers false and no Thon for anyone else', async () => {
      const parent = await createPerson(server.db, { roles: ['parent'] });
      const response = await isTeacher(await sessionHeaders(server.db, { userId: parent.id }));
      expect(response.json()).toEqual({ IsTeacher: false, EventId: null });
    });

    it("refuses to answer for someone else's token", async () => {
      const event = await createEvent(server.db);
      const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
      const snooper = await createPerson(server.db);
      const teacherToken = (await sessionHeaders(server.db, { userId: teacher.id })).token;
      const response = await isTeacher(await sessionHeaders(server.db, { userId: snooper.id }), teacherToken);
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe(messages.accessDenied);
    });

    it('asks for a session', async () => {
      const response = await get('/api/participants/IsLoggedInUserIsTeacher/whatever');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GetParticipantsByUserId', () => {
    async function pledge(
      participantId: string,
      eventId: string,
      values: Partial<typeof schema.pledges.$inferInsert>,
    ) {
      await server.db.insert(schema.pledges).values({
        eventId,
        participantId,
        donorFirstName: 'Gran',
        donorLastName: 'Donor',
        kind: 'flat',
        idempotencyKey: `pledge-${unique()}`,
        ...values,
      });
    }

    it("lists the user's own participant records with their Thon, team, goal and what they raised", async () => {
      const event = await createEvent(server.db, { maxUnits: 35 });
      const team = await createTeam(server.db, event.id, 'Room 12');
      const user = await createPerson(server.db);
      const participant = await createParticipant(server.db, event.id, {
        userId: user.id,
        teamId: team.id,
        goalCents: 50_000,
      });
      await pledge(participant.id, event.id, { kind: 'flat', amountCents: 2_500 });
      // 40 laps run, but the Thon counts at most 35: 35 x $1.
      await pledge(participant.id, event.id, { kind: 'per_unit', rateCents: 100 });
      // The donor capped this one at $30.
      await pledge(participant.id, event.id, { kind: 'per_unit', rateCents: 200, maxCents: 3_000 });
      await pledge(participant.id, event.id, { kind: 'flat', amountCents: 9_900, status: 'cancelled' });
      await server.db.insert(schema.results).values({ participantId: participant.id, units: 40 });

      const response = await get(
        `/api/participants/GetParticipantsByUserId/${user.id}`,
        await sessionHeaders(server.db, { userId: user.id }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          ParticipantId: participant.id,
          FirstName: participant.firstName,
          LastName: participant.lastName,
          EventId: event.id,
          EventName: event.name,
          EventCode: event.eventCode,
          TeamName: 'Room 12',
          GoalCents: 50_000,
          RaisedCents: 2_500 + 3_500 + 3_000,
          AccessCode: participant.accessCode,
          PublicFullName: false,
          PublicPhoto: false,
          PublicConsentAt: null,
          HasPhoto: false,
          VendorSharing: false,
        },
      ]);
    });

    it('counts nothing raised by per-unit pledges before results are in', async () => {
      const event = await createEvent(server.db);
      const user = await createPerson(server.db);
      const participant = await createParticipant(server.db, event.id, { userId: user.id });
      await pledge(participant.id, event.id, { kind: 'per_unit', rateCents: 500 });
      const response = await get(
        `/api/participants/GetParticipantsByUserId/${user.id}`,
        await sessionHeaders(server.db, { userId: user.id }),
      );
      expect(response.json()).toMatchObject([
        { ParticipantId: participant.id, RaisedCents: 0, TeamName: null },
      ]);
    });

    it("refuses another user's participants, but not to a super administrator", async () => {
      const event = await createEvent(server.db);
      const owner = await createPerson(server.db);
      const participant = await createParticipant(server.db, event.id, { userId: owner.id });
      const other = await createPerson(server.db, { roles: ['organizer'] });
      const refused = await get(
        `/api/participants/GetParticipantsByUserId/${owner.id}`,
        await sessionHeaders(server.db, { userId: other.id }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(messages.accessDenied);

      const admin = await createPerson(server.db, { roles: ['super_admin'] });
      const allowed = await get(
        `/api/participants/GetParticipantsByUserId/${owner.id}`,
        await sessionHeaders(server.db, { userId: admin.id }),
      );
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().map((item: { ParticipantId: string }) => item.ParticipantId)).toEqual([
        participant.id,
      ]);
    });

    it('refuses an access-code session, which has no user of its own', async () => {
      const event = await createEvent(server.db);
      const owner = await createPerson(server.db);
      const participant = await createParticipant(server.db, event.id, { userId: owner.id });
      const response = await get(
        `/api/participants/GetParticipantsByUserId/${owner.id}`,
        await sessionHeaders(server.db, { userId: null, participantId: participant.id }),
      );
      expect(response.statusCode).toBe(403);
    });

    it('answers 400 for a user id that is not one', async () => {
      const user = await createPerson(server.db);
      const response = await get(
        '/api/participants/GetParticipantsByUserId/42',
        await sessionHeaders(server.db, { userId: user.id }),
      );
      expect(response.statusCode).toBe(400);
    });
  });
});
