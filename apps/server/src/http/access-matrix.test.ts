import type { Role } from '@pledgethon/core';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../testing/no-rate-limits';
import { createPerson, sessionHeaders } from '../testing/people';
import { useTestApp } from '../testing/test-app';
import type { DeclaredRoute, RouteArea } from './access';

type Who = 'anonymous' | 'vendor' | 'parent only' | 'participant' | 'organiser' | 'teacher' | 'super admin';

// Spec sections 2 and 6: the areas a vendor and a parent who is not a participant keep to.
const confinedTo: Partial<Record<Who, readonly RouteArea[]>> = {
  vendor: ['open', 'shop'],
  'parent only': ['open', 'parent'],
};

const roleOf: Partial<Record<Who, Role>> = {
  vendor: 'vendor',
  'parent only': 'parent',
  participant: 'participant',
  organiser: 'organizer',
  teacher: 'teacher',
};

const ANY_ID = '00000000-0000-4000-8000-000000000001';

type Segment = { text: string; fixed: boolean };

/** The route's path with every parameter filled in; fixed segments may be respelled, values not. */
function segmentsOf(url: string): Segment[] {
  return url
    .split('/')
    .slice(1)
    .map((text) => {
      const fixed = !text.includes(':') && !text.includes('*');
      return { text: fixed ? text : text.replace(/:[A-Za-z0-9_]+/g, ANY_ID).replace('*', 'x'), fixed };
    });
}

const encodeFirstLetter = (text: string) =>
  text.replace(/^[A-Za-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
const respell = (segments: Segment[], change: (text: string) => string) =>
  segments.map((segment) => (segment.fixed ? change(segment.text) : segment.text));
const join = (parts: string[], slash = '/') => slash + parts.join(slash);

// The same path as a client may spell it; the router must take each to the same route.
const spellings: Record<string, (segments: Segment[]) => string> = {
  plain: (segments) => join(respell(segments, (text) => text)),
  'percent-encoded letters': (segments) => join(respell(segments, encodeFirstLetter)),
  'upper case': (segments) => join(respell(segments, (text) => text.toUpperCase())),
  'doubled slashes': (segments) =>
    join(
      respell(segments, (text) => text),
      '//',
    ),
  'trailing slash': (segments) => `${join(respell(segments, (text) => text))}/`,
  'all at once': (segments) =>
    `${join(
      respell(segments, (text) => encodeFirstLetter(text.toUpperCase())),
      '//',
    )}/`,
};

// Six spellings of every route of the app per caller: the time grows with the route table.
describe('access is decided from the route that matched, whatever the spelling of its path', {
  timeout: 60_000,
}, () => {
  // Every role calls every route several times over; the per-address limit is not under test here.
  const server = useTestApp({
    env: NO_RATE_LIMITS,
  });
  const userIds = new Map<Who, string | null>();
  let routes: DeclaredRoute[] = [];

  beforeAll(async () => {
    const { db } = server;
    const event = await createEvent(db);
    const participant = await createPerson(db);
    await createParticipant(db, event.id, { userId: participant.id });
    userIds.set('anonymous', null);
    userIds.set('vendor', (await createPerson(db, { roles: ['vendor'] })).id);
    userIds.set('parent only', (await createPerson(db, { roles: ['parent'] })).id);
    userIds.set('participant', participant.id);
    userIds.set(
      'organiser',
      (await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] })).id,
    );
    userIds.set('teacher', (await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] })).id);
    userIds.set('super admin', (await createPerson(db, { roles: ['super_admin'] })).id);
    await server.app.ready();
    const all = server.app.declaredRoutes();
    // A GET route's HEAD twin shares its declaration.
    routes = all.filter(
      (route) =>
        !(route.method === 'HEAD' && all.some((other) => other.method === 'GET' && other.url === route.url)),
    );
  });

  /** A fresh session per call site, as one route (sign-out) ends the session it is called with. */
  async function headersOf(who: Who): Promise<Record<string, string>> {
    const userId = userIds.get(who);
    return userId ? sessionHeaders(server.db, { userId }) : {};
  }

  async function statusesOf(route: DeclaredRoute, who: Who): Promise<Record<string, number>> {
    const headers = await headersOf(who);
    const segments = segmentsOf(route.url);
    const answers = await Promise.all(
      Object.entries(spellings).map(async ([name, spell]) => {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: spell(segments),
          headers,
        });
        return [name, response.statusCode] as const;
      }),
    );
    return Object.fromEntries(answers);
  }

  it('covers every route of the app', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((route) => route.access)).toBe(true);
  });

  it.each([
    ...Object.keys(confinedTo),
    'anonymous',
    'participant',
    'organiser',
    'teacher',
    'super admin',
  ] as Who[])('%s: every spelling of every route gets the decision of the plain spelling', async (who) => {
    const differing: string[] = [];
    const wronglyAllowed: string[] = [];
    for (const route of routes) {
      const statuses = await statusesOf(route, who);
      const plain = statuses.plain;
      for (const [name, status] of Object.entries(statuses)) {
        if (status !== plain)
          differing.push(`${route.method} ${route.url} ${name}: ${status}, plain ${plain}`);
      }
      const areas = confinedTo[who];
      if (areas && route.access && !areas.includes(route.access.area) && plain !== 403) {
        wronglyAllowed.push(`${route.method} ${route.url}: ${plain}`);
      }
      const role = roleOf[who];
      const roles = route.access?.who;
      if (role && Array.isArray(roles) && !roles.includes(role) && plain !== 403) {
        wronglyAllowed.push(`${route.method} ${route.url}: ${plain}`);
      }
      if (who === 'anonymous' && route.access?.who !== 'anyone' && plain !== 401) {
        wronglyAllowed.push(`${route.method} ${route.url}: ${plain}`);
      }
    }
    expect(differing).toEqual([]);
    expect(wronglyAllowed).toEqual([]);
  });
});
