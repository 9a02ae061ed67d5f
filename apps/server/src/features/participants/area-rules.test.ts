import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

type Who =
  | 'vendor'
  | 'parent who is not a participant'
  | 'parent who is also a participant'
  | 'teacher'
  | 'organiser'
  | 'franchisee user'
  | 'super administrator'
  | 'test user'
  | 'participant';

type Area = 'general' | 'parent' | 'shop' | 'open';

// Spec sections 2 and 6: vendors keep to the shop, parents who are not participants to the parent pages.
const expected: Record<Who, Record<Area, 200 | 403>> = {
  vendor: { general: 403, parent: 403, shop: 200, open: 200 },
  'parent who is not a participant': { general: 403, parent: 200, shop: 403, open: 200 },
  'parent who is also a participant': { general: 200, parent: 200, shop: 200, open: 200 },
  teacher: { general: 200, parent: 200, shop: 200, open: 200 },
  organiser: { general: 200, parent: 200, shop: 200, open: 200 },
  'franchisee user': { general: 200, parent: 200, shop: 200, open: 200 },
  'super administrator': { general: 200, parent: 200, shop: 200, open: 200 },
  'test user': { general: 200, parent: 200, shop: 200, open: 200 },
  participant: { general: 200, parent: 200, shop: 200, open: 200 },
};

describe('which areas of the API each role may use', () => {
  const server = useTestApp();

  async function signIn(who: Who): Promise<string> {
    const event = await createEvent(server.db);
    const asParticipant = async (userId: string) => {
      await createParticipant(server.db, event.id, { userId });
      return userId;
    };
    switch (who) {
      case 'vendor':
        return (await createPerson(server.db, { roles: ['vendor'] })).id;
      case 'parent who is not a participant':
        return (await createPerson(server.db, { roles: ['parent'] })).id;
      case 'parent who is also a participant':
        return asParticipant((await createPerson(server.db, { roles: ['parent'] })).id);
      case 'teacher':
        return (await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] })).id;
      case 'organiser':
        return (await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] })).id;
      case 'franchisee user': {
        const [franchisee] = await server.db.insert(schema.franchisees).values({ name: 'West' }).returning();
        return (
          await createPerson(server.db, {
            roles: [{ role: 'franchisee_user', franchiseeId: franchisee?.id ?? null }],
          })
        ).id;
      }
      case 'super administrator':
        return (await createPerson(server.db, { roles: ['super_admin'] })).id;
      case 'test user':
        return (await createPerson(server.db, { roles: ['test_user'] })).id;
      case 'participant':
        return asParticipant((await createPerson(server.db)).id);
    }
  }

  const routeOf = (area: Area, userId: string) =>
    ({
      general: `/api/participants/GetParticipantsByUserId/${userId}`,
      parent: `/api/Parent/GetParticipantsByParent/${userId}/${userId}`,
      shop: '/api/Shop/GetProducts',
      open: '/api/Session/Current',
    })[area];

  it.each(Object.keys(expected) as Who[])('%s', async (who) => {
    const userId = await signIn(who);
    const headers = await sessionHeaders(server.db, { userId });
    for (const area of ['general', 'parent', 'shop', 'open'] as const) {
      const response = await server.app.inject({ method: 'GET', url: routeOf(area, userId), headers });
      expect({ area, status: response.statusCode }).toEqual({ area, status: expected[who][area] });
      if (response.statusCode === 403) expect(response.json().Message).toBe(messages.accessDenied);
    }
  });
});
