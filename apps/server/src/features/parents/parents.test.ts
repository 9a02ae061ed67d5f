import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("a parent's participants", () => {
  const server = useTestApp();

  const byParent = (parentId: string, userId: string, headers: Record<string, string>) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Parent/GetParticipantsByParent/${parentId}/${userId}`,
      headers,
    });

  async function parentWithChildren(count: number) {
    const event = await createEvent(server.db);
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const children = [];
    for (let index = 0; index < count; index++) {
      const child = await createParticipant(server.db, event.id, { firstName: `Child ${index}` });
      await server.db
        .insert(schema.parentParticipants)
        .values({ parentUserId: parent.id, participantId: child.id });
      children.push(child);
    }
    return { event, parent, children };
  }

  it('lists the children of the signed-in parent, with their access codes', async () => {
    const { event, parent, children } = await parentWithChildren(2);
    const response = await byParent(
      parent.id,
      parent.id,
      await sessionHeaders(server.db, { userId: parent.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      children.map((child) =>
        expect.objectContaining({
          ParticipantId: child.id,
          FirstName: child.firstName,
          EventId: event.id,
          EventCode: event.eventCode,
          AccessCode: child.accessCode,
          RaisedCents: 0,
        }),
      ),
    );
  });

  it("refuses one parent's token asking for another parent's participants", async () => {
    const { parent: victim } = await parentWithChildren(1);
    const { parent: snooper } = await parentWithChildren(1);
    const headers = await sessionHeaders(server.db, { userId: snooper.id });

    for (const [parentId, userId] of [
      [victim.id, victim.id],
      [victim.id, snooper.id],
      [snooper.id, victim.id],
    ] as const) {
      const response = await byParent(parentId, userId, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Success: false, Message: messages.accessDenied, Errors: {} });
    }
  });

  it("gives a super administrator any parent's participants", async () => {
    const { parent, children } = await parentWithChildren(1);
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const response = await byParent(
      parent.id,
      admin.id,
      await sessionHeaders(server.db, { userId: admin.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { ParticipantId: string }) => item.ParticipantId)).toEqual(
      children.map((child) => child.id),
    );
  });

  it('answers a parent without children with an empty list', async () => {
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const response = await byParent(
      parent.id,
      parent.id,
      await sessionHeaders(server.db, { userId: parent.id }),
    );
    expect(response.json()).toEqual([]);
  });

  it('asks for a session', async () => {
    const { parent } = await parentWithChildren(1);
    const response = await byParent(parent.id, parent.id, {});
    expect(response.statusCode).toBe(401);
  });
});
