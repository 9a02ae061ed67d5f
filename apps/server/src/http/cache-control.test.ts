import { createEvent, createParticipant, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../testing/people';
import { useTestApp } from '../testing/test-app';

describe('Cache-Control of API answers', () => {
  const server = useTestApp();

  it('forbids keeping a login answer, which carries the session token', async () => {
    const email = `walker-${unique()}@example.com`;
    await createPerson(server.db, { email, password: 'Walk2026' });
    const login = (Password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/authentication/login',
        payload: { Username: email, Password },
      });
    expect((await login('Walk2026')).headers['cache-control']).toBe('no-store');
    expect((await login('wrong1')).headers['cache-control']).toBe('no-store');
  });

  it("forbids keeping session details, access codes and a participant's records", async () => {
    const event = await createEvent(server.db);
    const child = await createParticipant(server.db, event.id);
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const walker = await createPerson(server.db);
    const asOrganizer = await sessionHeaders(server.db, { userId: organizer.id });
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/Session/Current', headers: asOrganizer }),
      server.app.inject({
        method: 'GET',
        url: `/api/AccessCodes/GetByEvent/${event.id}`,
        headers: asOrganizer,
      }),
      server.app.inject({
        method: 'GET',
        url: `/api/participants/GetParticipantsByUserId/${walker.id}`,
        headers: await sessionHeaders(server.db, { userId: walker.id }),
      }),
      server.app.inject({ method: 'GET', url: `/API/AccessCodes/Qr/${child.id}.png`, headers: asOrganizer }),
    ]);
    // The QR route sets its own header ('private, no-store'); the rest get the default.
    expect(answers.map((answer) => [answer.statusCode, answer.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'private, no-store'],
    ]);
  });

  it('forbids keeping refusals and unknown API paths too', async () => {
    const refused = await server.app.inject({ method: 'GET', url: '/api/Session/Current' });
    const unknown = await server.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('lets a public answer opt in to caching through its route config', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Site/Config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
