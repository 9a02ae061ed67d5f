import { MINIMUM_RETENTION_DAYS, messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("an organiser sets a Thon's retention and can close its data early", () => {
  const server = useTestApp();

  async function organisedThon() {
    const event = await createEvent(server.db, { eventDate: '2099-03-01' });
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    return { event, headers: await sessionHeaders(server.db, { userId: organiser.id }) };
  }

  it('shows the period, when the data goes and what would go, and keeps a chosen period within its limits', async () => {
    const { event, headers } = await organisedThon();
    await createParticipant(server.db, event.id, { parentEmail: 'home@example.test' });
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/Thons/Privacy/${event.eventCode}`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      RetentionDays: 180,
      DataKeptUntil: '2099-08-29T00:00:00.000Z',
      WouldRemove: { participants: 1, parentContacts: 1 },
      Removals: [],
    });
    const set = (RetentionDays: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Thons/SetRetention',
        headers,
        payload: { EventId: event.id, RetentionDays },
      });
    const tooShort = await set(MINIMUM_RETENTION_DAYS - 1);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().Errors.RetentionDays).toBe(messages.retentionTooShort);
    const saved = await set(45);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ RetentionDays: 45, DataKeptUntil: '2099-04-16T00:00:00.000Z' });
  });

  it("closes the Thon's data early, and refuses a teacher and another Thon's organiser", async () => {
    const { event, headers } = await organisedThon();
    const { headers: strangerHeaders } = await organisedThon();
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const close = (callerHeaders: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Thons/CloseData',
        headers: callerHeaders,
        payload: { EventId: event.id },
      });
    expect((await close(strangerHeaders)).statusCode).toBe(403);
    expect((await close(await sessionHeaders(server.db, { userId: teacher.id }))).statusCode).toBe(403);
    const closed = await close(headers);
    expect(closed.json()).toEqual({ Success: true, Message: messages.thonDataClosed });
    const [row] = await server.db.select().from(schema.events).where(eq(schema.events.id, event.id));
    expect(row?.dataClosedAt).toBeInstanceOf(Date);
  });
});
