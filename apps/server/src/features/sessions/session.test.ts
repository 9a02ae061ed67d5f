import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, untilHearing } from '@pledgethon/db/testing';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { openSession } from './open-session';

describe('session headers', () => {
  const server = useTestApp();

  const current = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/api/Session/Current', headers });

  it('gives the session context of the token, with roles and flags', async () => {
    const db = server.db;
    const teacher = await createPerson(db, { roles: ['teacher', 'parent'] });
    const response = await current(await sessionHeaders(db, { userId: teacher.id }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      UserId: teacher.id,
      Role: 'teacher',
      Roles: ['teacher', 'parent'],
      IsTeacher: true,
      IsParent: true,
      ParentId: teacher.id,
      IsSuperAdmin: false,
      ApplicationRole: 'public',
    });
  });

  it('lets the token decide alone when UserId is missing', async () => {
    const db = server.db;
    const user = await createPerson(db);
    const { userid: _omitted, ...headers } = await sessionHeaders(db, { userId: user.id });
    const response = await current(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().UserId).toBe(user.id);
  });

  it('refuses a UserId that is not the token user', async () => {
    const db = server.db;
    const user = await createPerson(db);
    const other = await createPerson(db);
    const headers = await sessionHeaders(db, { userId: user.id });
    const response = await current({ ...headers, userid: other.id });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.accessDenied);
  });

  it('treats an unknown, expired or inactive-account token as signed out', async () => {
    const db = server.db;
    expect((await current({ token: 'not-a-token' })).statusCode).toBe(401);

    const user = await createPerson(db);
    const expired = await openSession(db, loadConfig({}), {
      userId: user.id,
      rememberMe: false,
      ip: null,
      userAgent: null,
      now: new Date(Date.now() - 13 * 3_600_000),
    });
    expect((await current({ token: expired })).statusCode).toBe(401);

    const inactive = await createPerson(db, { status: 'inactive' });
    expect((await current(await sessionHeaders(db, { userId: inactive.id }))).statusCode).toBe(401);
  });

  it('acts for the participant of an access-code session', async () => {
    const db = server.db;
    const event = await createEvent(db);
    const participant = await createParticipant(db, event.id);
    const response = await current(await sessionHeaders(db, { userId: null, participantId: participant.id }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      UserId: null,
      ParticipantId: participant.id,
      Role: 'participant',
      ForceAccessCode: true,
      FirstName: participant.firstName,
    });
  });

  // Contexts are remembered for a while once the database's changes are heard (decision 104); each
  // change below is made the way another part of the product makes it, and seen on the next call.
  describe('once remembered', () => {
    beforeAll(() => untilHearing(server.database.sessionContextChanges));

    it('sees a new role, a rename and a deactivation on the very next call', async () => {
      const db = server.db;
      const user = await createPerson(db, { roles: ['parent'] });
      const ofUser = eq(schema.users.id, user.id);
      const headers = await sessionHeaders(db, { userId: user.id });
      expect((await current(headers)).json().Roles).toEqual(['parent']);

      await db.insert(schema.userRoles).values({ userId: user.id, role: 'teacher' });
      expect((await current(headers)).json()).toMatchObject({
        Role: 'teacher',
        Roles: ['teacher', 'parent'],
      });
      await db.update(schema.users).set({ firstName: 'Renamed' }).where(ofUser);
      expect((await current(headers)).json().FirstName).toBe('Renamed');
      await db.update(schema.users).set({ status: 'inactive' }).where(ofUser);
      expect((await current(headers)).statusCode).toBe(401);
    });

    it('refuses the token on the call after its sign-out', async () => {
      const db = server.db;
      const user = await createPerson(db);
      const headers = await sessionHeaders(db, { userId: user.id });
      expect((await current(headers)).statusCode).toBe(200);
      const signOut = await server.app.inject({ method: 'GET', url: '/api/auth/logout', headers });
      expect(signOut.statusCode).toBe(200);
      expect((await current(headers)).statusCode).toBe(401);
    });

    it("follows the access code's participant: renamed, then removed from the Thon", async () => {
      const db = server.db;
      const event = await createEvent(db);
      const participant = await createParticipant(db, event.id);
      const ofParticipant = eq(schema.participants.id, participant.id);
      const headers = await sessionHeaders(db, { userId: null, participantId: participant.id });
      expect((await current(headers)).json().FirstName).toBe(participant.firstName);

      await db.update(schema.participants).set({ firstName: 'Robin' }).where(ofParticipant);
      expect((await current(headers)).json().FirstName).toBe('Robin');
      await db.delete(schema.participants).where(ofParticipant);
      expect((await current(headers)).statusCode).toBe(401);
    });

    it('refuses a session on the call after it ends', async () => {
      const db = server.db;
      const config = loadConfig({});
      const user = await createPerson(db);
      const endsInAWhile = new Date(Date.now() - config.SESSION_HOURS * 3_600_000 + 1_000);
      const token = await openSession(db, config, {
        userId: user.id,
        rememberMe: false,
        ip: null,
        userAgent: null,
        now: endsInAWhile,
      });
      expect((await current({ token })).statusCode).toBe(200);
      // The server reads the time from the clock on every call: move it past the session's end.
      vi.setSystemTime(Date.now() + 1_100);
      onTestFinished(() => {
        vi.useRealTimers();
      });
      expect((await current({ token })).statusCode).toBe(401);
    });
  });
});
