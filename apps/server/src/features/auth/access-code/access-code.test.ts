import { messages } from '@pledgethon/core';
import { createEvent, createParticipant, unique } from '@pledgethon/db/testing';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';

const ADMIN_HOST = 'admin.pledgethon.test';

/** A day relative to today in the given zone, as yyyy-mm-dd. */
const dayIn = (zone: string, offsetDays: number) =>
  DateTime.now().setZone(zone).plus({ days: offsetDays }).toISODate() ?? '';

describe('access-code sign-in', () => {
  const server = useTestApp({ env: { ADMIN_HOSTS: ADMIN_HOST, AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const signIn = (payload: Record<string, unknown>, host = 'localhost') =>
    server.app.inject({
      method: 'POST',
      url: '/authentication/LoginWithAccessCode',
      payload,
      headers: { host },
    });
  const current = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/Session/Current', headers: { token } });
  const upcomingEvent = (overrides: Parameters<typeof createEvent>[1] = {}) =>
    createEvent(server.db, { eventDate: dayIn('America/Chicago', 10), ...overrides });

  it("opens a session for the code's participant, matching the code in any case", async () => {
    const event = await upcomingEvent();
    const participant = await createParticipant(server.db, event.id, {
      accessCode: `Ab-${unique()}`,
    });
    const response = await signIn({ AccessCode: ` ${participant.accessCode.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect((await current(response.json())).json()).toMatchObject({
      UserId: null,
      ParticipantId: participant.id,
      Role: 'participant',
      ForceAccessCode: true,
    });
  });

  it('signs a participant with an account of their own in as that user', async () => {
    const db = server.db;
    const event = await upcomingEvent();
    const user = await createPerson(db);
    const participant = await createParticipant(db, event.id, { userId: user.id });
    const response = await signIn({ AccessCode: participant.accessCode });
    expect((await current(response.json())).json()).toMatchObject({
      UserId: user.id,
      ParticipantId: participant.id,
      IsParticipant: true,
    });
  });

  it("accepts the event code of the participant's Thon and refuses another", async () => {
    const db = server.db;
    const event = await upcomingEvent();
    const otherEvent = await upcomingEvent();
    const participant = await createParticipant(db, event.id);
    const right = await signIn({
      AccessCode: participant.accessCode,
      EventCode: event.eventCode.toLowerCase(),
    });
    expect(right.statusCode).toBe(200);

    const wrong = await signIn({ AccessCode: participant.accessCode, EventCode: otherEvent.eventCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(messages.accessCodeInvalid);
  });

  it("answers 'Access code invalid.' for an unknown code", async () => {
    const response = await signIn({ AccessCode: `NOPE-${unique()}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Success: false, Message: 'Access code invalid.', Errors: {} });
  });

  it('refuses a code once the Thon has ended in its own time zone', async () => {
    const db = server.db;
    const zone = 'Pacific/Kiritimati';
    const ended = await createEvent(db, {
      timeZone: zone,
      eventDate: dayIn(zone, -3),
      endDate: dayIn(zone, -1),
    });
    const endedParticipant = await createParticipant(db, ended.id);
    const response = await signIn({ AccessCode: endedParticipant.accessCode });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe('Event end date has passed.');

    const noEndDate = await createEvent(db, { timeZone: zone, eventDate: dayIn(zone, -1) });
    const noEndDateParticipant = await createParticipant(db, noEndDate.id);
    expect((await signIn({ AccessCode: noEndDateParticipant.accessCode })).json().Message).toBe(
      messages.accessCodeExpired,
    );
  });

  it('still lets participants in on the last day and while the end date is ahead', async () => {
    const db = server.db;
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const lastDay = await createEvent(db, { timeZone: zone, eventDate: dayIn(zone, 0) });
      const onLastDay = await createParticipant(db, lastDay.id);
      expect((await signIn({ AccessCode: onLastDay.accessCode })).statusCode).toBe(200);
    }
    const extended = await createEvent(db, {
      eventDate: dayIn('America/Chicago', -5),
      endDate: dayIn('America/Chicago', 2),
    });
    const extendedParticipant = await createParticipant(db, extended.id);
    expect((await signIn({ AccessCode: extendedParticipant.accessCode })).statusCode).toBe(200);
  });

  it("answers 'Not Allowed' on the admin hosts, where this sign-in is not offered", async () => {
    const participant = await createParticipant(server.db, (await upcomingEvent()).id);
    const response = await signIn({ AccessCode: participant.accessCode }, ADMIN_HOST);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Not Allowed');
    expect(response.json().Message).toBe('Not Allowed');
  });

  it("refuses the participant's own account when it is inactive", async () => {
    const db = server.db;
    const user = await createPerson(db, { status: 'inactive' });
    const participant = await createParticipant(db, (await upcomingEvent()).id, { userId: user.id });
    const response = await signIn({ AccessCode: participant.accessCode });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.inactiveUser);
  });

  it('asks the user to contact support when the sign-in itself breaks', async () => {
    const db = server.db;
    const broken = await createEvent(db, { timeZone: 'Mars/Olympus_Mons', eventDate: '2099-01-01' });
    const participant = await createParticipant(db, broken.id);
    const response = await signIn({ AccessCode: participant.accessCode });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      Success: false,
      Message: 'Unable to login. Please contact support.',
      Errors: {},
    });
  });

  it('asks for the access code when it is missing', async () => {
    const response = await signIn({ AccessCode: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Message: messages.loginReviewRequiredFields,
      Errors: { AccessCode: 'Please enter access code' },
    });
  });
});

describe('QR-code sign-in', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const signIn = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/authentication/LoginWithAccessCodeForQRCode', payload });

  it('reads the base64 access code of the QR link and signs the participant in', async () => {
    const db = server.db;
    const event = await createEvent(db, { eventDate: dayIn('America/Chicago', 10) });
    const participant = await createParticipant(db, event.id, { accessCode: `QR?>${unique()}` });
    for (const encoding of ['base64', 'base64url'] as const) {
      const response = await signIn({ Code: Buffer.from(participant.accessCode).toString(encoding) });
      expect(response.statusCode).toBe(200);
      const current = await server.app.inject({
        method: 'GET',
        url: '/api/Session/Current',
        headers: { token: response.json() },
      });
      expect(current.json().ParticipantId).toBe(participant.id);
    }
  });

  it('gives the access-code answers for a code that is unknown, garbled or of an ended Thon', async () => {
    const db = server.db;
    const unknown = await signIn({ Code: Buffer.from(`NOPE-${unique()}`).toString('base64') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().Message).toBe(messages.accessCodeInvalid);

    expect((await signIn({ Code: '%%%' })).json().Message).toBe(messages.accessCodeInvalid);

    const ended = await createEvent(db, { eventDate: '2020-05-01' });
    const participant = await createParticipant(db, ended.id);
    const expired = await signIn({ Code: Buffer.from(participant.accessCode).toString('base64') });
    expect(expired.json().Message).toBe(messages.accessCodeExpired);
  });

  it('asks for the access code when the QR link carries none', async () => {
    const response = await signIn({});
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(messages.loginReviewRequiredFields);
    expect(response.json().Errors).toEqual({ Code: messages.enterAccessCode });
  });
});
