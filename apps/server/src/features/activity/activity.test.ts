import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('AddActivityOnlyOnce', () => {
  const server = useTestApp();

  const addActivity = (headers: Record<string, string>, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/events/AddActivityOnlyOnce',
      headers,
      payload: body as object,
    });

  const activitiesOf = (userId: string) =>
    server.db.select().from(schema.activityLog).where(eq(schema.activityLog.userId, userId));

  it('records an activity once and says so; a repeat adds nothing', async () => {
    const user = await createPerson(server.db, { roles: ['organizer'] });
    const headers = await sessionHeaders(server.db, { userId: user.id });
    const first = await addActivity(headers, { Token: headers.token, ActivityTypeId: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Added: true });

    const again = await addActivity(headers, { Token: headers.token, ActivityTypeId: 3 });
    expect(again.json()).toEqual({ Added: false });
    const other = await addActivity(headers, { Token: headers.token, ActivityTypeId: 4 });
    expect(other.json()).toEqual({ Added: true });

    const rows = await activitiesOf(user.id);
    expect(rows.map((row) => row.activityTypeId).sort()).toEqual([3, 4]);
  });

  it('keeps one row when the same activity arrives twice at once', async () => {
    const user = await createPerson(server.db);
    const headers = await sessionHeaders(server.db, { userId: user.id });
    const answers = await Promise.all([
      addActivity(headers, { Token: headers.token, ActivityTypeId: 7 }),
      addActivity(headers, { Token: headers.token, ActivityTypeId: 7 }),
    ]);
    expect(answers.map((answer) => answer.json().Added).sort()).toEqual([false, true]);
    expect(await activitiesOf(user.id)).toHaveLength(1);
  });

  it("refuses a token that is not the caller's own", async () => {
    const user = await createPerson(server.db);
    const other = await createPerson(server.db);
    const otherToken = (await sessionHeaders(server.db, { userId: other.id })).token;
    const response = await addActivity(await sessionHeaders(server.db, { userId: user.id }), {
      Token: otherToken,
      ActivityTypeId: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe(messages.accessDenied);
    expect(await activitiesOf(other.id)).toHaveLength(0);
  });

  it('refuses an access-code session, which has no account to keep activity on', async () => {
    const event = await createEvent(server.db);
    const participant = await createParticipant(server.db, event.id);
    const headers = await sessionHeaders(server.db, { userId: null, participantId: participant.id });
    const response = await addActivity(headers, { Token: headers.token, ActivityTypeId: 1 });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an activity type that is not a positive whole number', async () => {
    const user = await createPerson(server.db);
    const headers = await sessionHeaders(server.db, { userId: user.id });
    const response = await addActivity(headers, { Token: headers.token, ActivityTypeId: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toHaveProperty('ActivityTypeId');
  });

  it('asks for a session', async () => {
    const response = await addActivity({}, { Token: 'anything', ActivityTypeId: 1 });
    expect(response.statusCode).toBe(401);
  });
});
