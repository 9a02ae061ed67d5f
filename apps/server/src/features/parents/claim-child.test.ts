import { MAX_PARTICIPANTS_PER_PARENT, messages } from '@pledgethon/core';
import { and, eq, isNull, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { qrLoginUrl } from '../access-codes/qr-login';

async function parentOf(db: Parameters<typeof createPerson>[0]) {
  const user = await createPerson(db, { roles: ['parent'] });
  return { user, headers: await sessionHeaders(db, { userId: user.id }) };
}

describe('a parent claims the child the school listed', () => {
  const server = useTestApp();
  const claim = (headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/Parent/ClaimParticipant', headers, payload });
  const countParticipants = async (eventId: string) =>
    (await server.db.select().from(schema.participants).where(eq(schema.participants.eventId, eventId)))
      .length;

  async function rosteredChild() {
    const event = await createEvent(server.db);
    const team = await createTeam(server.db, event.id, 'Room 12');
    const child = await createParticipant(server.db, event.id, {
      firstName: 'Liam',
      lastName: 'Kim',
      teamId: team.id,
      accessCode: `LK${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    });
    return { event, team, child };
  }

  it('links the parent to the rostered child by its access code, creating no participant', async () => {
    const { event, child } = await rosteredChild();
    const { user, headers } = await parentOf(server.db);
    const response = await claim(headers, {
      AccessCode: ` ${child.accessCode.toLowerCase()} `,
      PublicPhoto: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ParticipantId: child.id,
      FirstName: 'Liam',
      TeamName: 'Room 12',
      AccessCode: child.accessCode,
      PublicPhoto: true,
    });
    expect(await countParticipants(event.id)).toBe(1);
    const consents = await server.db
      .select()
      .from(schema.consents)
      .where(and(eq(schema.consents.participantId, child.id), isNull(schema.consents.withdrawnAt)));
    expect(consents.map((record) => [record.kind, record.givenByUserId])).toEqual([['photo', user.id]]);
    const mine = await server.app.inject({
      method: 'GET',
      url: `/api/Parent/GetParticipantsByParent/${user.id}/${user.id}`,
      headers,
    });
    expect(mine.json().map((item: { ParticipantId: string }) => item.ParticipantId)).toEqual([child.id]);
  });

  it("accepts the link of the badge's QR code in place of the code", async () => {
    const { child } = await rosteredChild();
    const { headers } = await parentOf(server.db);
    const response = await claim(headers, {
      AccessCode: qrLoginUrl('https://thon.example', child.accessCode),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ParticipantId).toBe(child.id);
  });

  it('says so when the child is already theirs, and holds to nine children', async () => {
    const { child } = await rosteredChild();
    const { headers } = await parentOf(server.db);
    expect((await claim(headers, { AccessCode: child.accessCode })).statusCode).toBe(200);
    const again = await claim(headers, { AccessCode: child.accessCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(messages.childAlreadyLinked);

    const event = await createEvent(server.db);
    for (let index = 1; index < MAX_PARTICIPANTS_PER_PARENT; index++) {
      const added = await server.app.inject({
        method: 'POST',
        url: '/api/Parent/AddParticipant',
        headers,
        payload: { EventCode: event.eventCode, FirstName: `Kid${index}`, LastName: 'Many' },
      });
      expect(added.statusCode).toBe(200);
    }
    const tenth = await rosteredChild();
    const refused = await claim(headers, { AccessCode: tenth.child.accessCode });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe(messages.parentParticipantLimit);
  });

  it('answers a wrong, removed or overlong code with a clear 4xx and reveals nothing', async () => {
    const { child } = await rosteredChild();
    const removed = await createParticipant(server.db, child.eventId, { removedAt: new Date() });
    const { headers } = await parentOf(server.db);
    for (const AccessCode of ['NO-SUCH-CODE', removed.accessCode]) {
      const response = await claim(headers, { AccessCode });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        Success: false,
        Message: messages.accessCodeInvalid,
        Errors: { AccessCode: messages.accessCodeInvalid },
      });
    }
    expect((await claim(headers, { AccessCode: 'x'.repeat(5_000) })).statusCode).toBe(400);
    expect((await claim(headers, { AccessCode: '   ' })).statusCode).toBe(400);
  });

  it('is for signed-in parents only', async () => {
    const { child } = await rosteredChild();
    expect((await claim({}, { AccessCode: child.accessCode })).statusCode).toBe(401);
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: child.eventId }] });
    const asTeacher = await claim(await sessionHeaders(server.db, { userId: teacher.id }), {
      AccessCode: child.accessCode,
    });
    expect(asTeacher.statusCode).toBe(403);
  });
});

describe("a parent guessing children's access codes", () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });

  it('is stopped after the sign-in limit, from the same address', async () => {
    const { headers } = await parentOf(server.db);
    const guess = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/Parent/ClaimParticipant',
        headers,
        payload: { AccessCode: `GUESS${Math.random()}` },
        remoteAddress: '203.0.113.9',
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await guess()).statusCode).toBe(404);
    const fourth = await guess();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().Message).toBe(messages.tooManyRequests);
  });
});
