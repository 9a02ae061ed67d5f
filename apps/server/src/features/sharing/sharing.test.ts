import { messages } from '@pledgethon/core';
import { and, eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { releaseShareTexts, SHARE_TEXT_RELEASE_QUEUE } from '../../jobs/share-text-release';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { shareByText, shareTextReleaseAt } from './share-by-text';
import { findOwnParticipant } from './sharing.queries';

const { outboxMessages, parentParticipants, reminderSettings } = schema;

describe('sharing a participant', () => {
  const server = useTestApp({ env: { SHARE_RATE_LIMIT_PER_HOUR: '50' } });

  async function family(eventOverrides: Parameters<typeof createEvent>[1] = {}) {
    const event = await createEvent(server.db, { name: 'Oak Fun Run', ...eventOverrides });
    const student = await createPerson(server.db, { roles: ['participant'] });
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const child = await createParticipant(server.db, event.id, {
      firstName: 'Mia',
      lastName: 'Lopez',
      userId: student.id,
    });
    await server.db.insert(parentParticipants).values({ parentUserId: parent.id, participantId: child.id });
    return { event, student, parent, child };
  }

  const post = async (url: string, userId: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: await sessionHeaders(server.db, { userId }), payload });

  const counter = async (participantId: string, userId: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Shares/GetShareCounter/${participantId}`,
      headers: await sessionHeaders(server.db, { userId }),
    });

  const outboxTo = (eventId: string) =>
    server.db.select().from(outboxMessages).where(eq(outboxMessages.eventId, eventId));

  it('starts the counter at 0, with its message', async () => {
    const { child, student } = await family();
    const response = await counter(child.id, student.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ParticipantId: child.id,
      Shares: 0,
      Target: 20,
      IsEmpty: true,
      IsComplete: false,
    });
  });

  it("e-mails the parent's share with the placeholders filled, once per address, and moves the counter", async () => {
    const { event, parent, child, student } = await family();
    const response = await post('/api/Shares/ShareByEmail', parent.id, {
      ParticipantId: child.id,
      Emails: ['Grandma@Example.com', 'grandma@example.com', 'coach@example.org'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Message: messages.emailSent,
      Counter: { Shares: 2, IsEmpty: false },
    });

    const sent = await outboxTo(event.id);
    expect(sent.map((row) => row.toAddress).sort()).toEqual(['coach@example.org', 'grandma@example.com']);
    const [mail] = sent;
    expect(mail?.subject).toBe('Sponsor Mia in Oak Fun Run');
    expect(mail?.body).toContain('Hi there,');
    expect(mail?.body).toContain(`${server.config.publicUrl}/event/${event.eventCode}/p/${child.id}`);
    expect(mail?.body).not.toMatch(/<|\[[A-Z_]+\]/);

    // The participant sees the same counter; an address already invited is not sent again.
    expect((await counter(child.id, student.id)).json()).toMatchObject({ Shares: 2 });
    const again = await post('/api/Shares/ShareByEmail', student.id, {
      ParticipantId: child.id,
      Emails: ['coach@example.org'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(messages.alreadyInvited);
    expect(await outboxTo(event.id)).toHaveLength(2);
  });

  it('sends nothing when any address is not one, in the words of the spec', async () => {
    const { event, parent, child } = await family();
    const response = await post('/api/Shares/ShareByEmail', parent.id, {
      ParticipantId: child.id,
      Emails: ['ok@example.com', 'not-an-address'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Message not sent. Please enter in valid email format.');
    expect(await outboxTo(event.id)).toEqual([]);
    expect((await counter(child.id, parent.id)).json()).toMatchObject({ Shares: 0 });
  });

  it('takes at most 100 e-mail addresses and 30 numbers', async () => {
    const { parent, child } = await family();
    const emails = Array.from({ length: 101 }, (_, index) => `friend${index}@example.com`);
    expect(
      (await post('/api/Shares/ShareByEmail', parent.id, { ParticipantId: child.id, Emails: emails }))
        .statusCode,
    ).toBe(400);
    const numbers = Array.from({ length: 31 }, (_, index) => `312555${String(index).padStart(4, '0')}`);
    expect(
      (await post('/api/Shares/ShareByText', parent.id, { ParticipantId: child.id, MobileNumbers: numbers }))
        .statusCode,
    ).toBe(400);
    const full = await post('/api/Shares/ShareByEmail', parent.id, {
      ParticipantId: child.id,
      Emails: emails.slice(0, 100),
    });
    expect(full.json()).toMatchObject({ Counter: { Shares: 100, IsComplete: true } });
  });

  it('texts numbers as their 10 digits, at once or when the window opens', async () => {
    const { event, parent, child } = await family();
    const response = await post('/api/Shares/ShareByText', parent.id, {
      ParticipantId: child.id,
      MobileNumbers: ['(312) 555-0142', '+1 312 555 0167'],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ Message: messages.textMessagesSent, Counter: { Shares: 2 } });
    const sent = await outboxTo(event.id);
    // The Thon's clock decides: in the day the texts are in the outbox, at night they wait for 8 AM.
    if (body.HeldUntil === null) {
      expect(sent.map((row) => [row.channel, row.toAddress]).sort()).toEqual([
        ['sms', '3125550142'],
        ['sms', '3125550167'],
      ]);
      expect(sent[0]?.body).toContain('Oak Fun Run');
    } else {
      expect(sent).toEqual([]);
      expect(DateTime.fromISO(body.HeldUntil, { zone: 'America/New_York' }).hour).toBe(8);
    }
    const wrong = await post('/api/Shares/ShareByText', parent.id, {
      ParticipantId: child.id,
      MobileNumbers: ['555-0142'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(messages.invalidPhone);
  });

  it('holds texts sent inside the hold window until it ends, then sends each once', async () => {
    const { event, parent, child } = await family({ flatDonationsOnly: true });
    await server.db.insert(reminderSettings).values({
      eventId: event.id,
      key: 'ParticipantSMSShare',
      timeZone: 'CST',
      defaultType: 'Hold Messages Between',
      holdStart: '06:00 PM',
      holdEnd: '08:00 PM',
      holdEnabled: true,
    });
    const subject = await findOwnParticipant(server.db, { participantId: child.id, userId: parent.id });
    if (!subject) throw new Error('no subject');
    const now = DateTime.fromISO('2026-05-04T18:30', { zone: 'America/Chicago' }).toJSDate();
    const deps = { db: server.db, jobs: server.jobs, config: server.config, log: server.app.log };
    const result = await shareByText(deps, { ...subject, userId: parent.id }, ['3125550199'], now);
    expect(result.HeldUntil).toBe('2026-05-05T01:00:00.000Z');
    expect(await outboxTo(event.id)).toEqual([]);

    const [job] = await server.jobs.boss.findJobs(SHARE_TEXT_RELEASE_QUEUE, { data: { eventId: event.id } });
    expect(job?.startAfter.toISOString()).toBe('2026-05-05T01:00:00.000Z');
    await releaseShareTexts(server.db, job?.data as Parameters<typeof releaseShareTexts>[1]);
    await releaseShareTexts(server.db, job?.data as Parameters<typeof releaseShareTexts>[1]);
    const sent = await outboxTo(event.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('Will you sponsor me?');
  });

  it('moves a text shared at night out of a morning hold as well', () => {
    const night = DateTime.fromISO('2026-05-04T23:00', { zone: 'America/Chicago' }).toJSDate();
    const morningHold = {
      defaultType: 'Hold Messages Between' as const,
      holdStart: '07:00 AM',
      holdEnd: '09:00 AM',
      holdEnabled: true,
    };
    const at = DateTime.fromJSDate(shareTextReleaseAt(night, morningHold, 'CST'), {
      zone: 'America/Chicago',
    });
    expect(at.toFormat("yyyy-MM-dd'T'HH:mm")).toBe('2026-05-05T09:00');
  });

  it('counts a social post as one share', async () => {
    const { student, child } = await family();
    const response = await post('/api/Shares/RecordSocialShare', student.id, { ParticipantId: child.id });
    expect(response.json()).toMatchObject({ Counter: { Shares: 1, IsEmpty: false } });
  });

  it('lets staff within reach share, and no other parent or participant', async () => {
    const { event, child } = await family();
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    expect((await counter(child.id, organizer.id)).statusCode).toBe(200);
    const { parent: otherParent, student: otherStudent } = await family();
    for (const stranger of [otherParent, otherStudent]) {
      expect((await counter(child.id, stranger.id)).statusCode).toBe(403);
      const refused = await post('/api/Shares/ShareByEmail', stranger.id, {
        ParticipantId: child.id,
        Emails: ['x@example.com'],
      });
      expect(refused.statusCode).toBe(403);
    }
    const [row] = await server.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.eventId, event.id), eq(outboxMessages.toAddress, 'x@example.com')));
    expect(row).toBeUndefined();
  });
});

describe('share rate limit', () => {
  const server = useTestApp({ env: { SHARE_RATE_LIMIT_PER_HOUR: '2' } });

  it('stops one sender after the hourly limit, whatever participant they share for', async () => {
    const event = await createEvent(server.db);
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const headers = await sessionHeaders(server.db, { userId: parent.id });
    const statuses = [];
    for (let index = 0; index < 3; index++) {
      const child = await createParticipant(server.db, event.id);
      await server.db.insert(parentParticipants).values({ parentUserId: parent.id, participantId: child.id });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/Shares/ShareByEmail',
        headers,
        payload: { ParticipantId: child.id, Emails: ['friend@example.com'] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await createPerson(server.db, { roles: ['parent'] });
    const child = await createParticipant(server.db, event.id);
    await server.db.insert(parentParticipants).values({ parentUserId: other.id, participantId: child.id });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Shares/ShareByEmail',
      headers: await sessionHeaders(server.db, { userId: other.id }),
      payload: { ParticipantId: child.id, Emails: ['friend@example.com'] },
    });
    expect(response.statusCode).toBe(200);
  });
});
