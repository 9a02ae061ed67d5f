import { and, eq, isNull, schema } from '@pledgethon/db';
import { createEvent, createShopVendor, createTeam, unique } from '@pledgethon/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  resolve,
  sample,
} from '../testing/fuzz/openapi-samples';
import { NO_RATE_LIMITS } from '../testing/no-rate-limits';
import { createPerson, sessionHeaders } from '../testing/people';
import { useTestApp } from '../testing/test-app';

type Person = Awaited<ReturnType<typeof createPerson>>;
type Operation = { method: string; path: string; spec: OpenApiOperation };

const PASSWORD = 'Owner2026';
const ATTACKER_PASSWORD = 'Taken2026x';
// The owners sign in from here; the attackers' calls come from the test's own address.
const OWNERS_ADDRESS = '198.51.100.77';

// Where a route names a person, the victim is named: their address, their id.
const personField = (name: string, victim: Person): unknown => {
  if (/^(new)?e-?mail$|^username$/i.test(name)) return victim.email;
  if (/^(user|parent|member|invitee)id$/i.test(name)) return victim.id;
  if (/^password$/i.test(name)) return ATTACKER_PASSWORD;
  if (/^(first|last)name$/i.test(name)) return 'Taken';
  return undefined;
};

/**
 * Every route of the API, called by every kind of account against people who hold more than the
 * caller (an organiser of two Thons, the administrator who created the Thon, a parent), with their
 * address and id wherever a route takes a person and the shared Thon wherever it takes one. None of
 * the calls may change, claim or lock the victims' accounts: what a change of account needs is its
 * owner's own confirmation, which no caller here has.
 */
describe('no call changes, claims or locks an account other than the caller’s own', () => {
  const server = useTestApp({
    env: NO_RATE_LIMITS,
  });
  let document: OpenApiDocument;
  let operations: Operation[] = [];
  let eventId = '';
  let teamId = '';
  const attackers: { who: string; person: Person | null }[] = [];

  beforeAll(async () => {
    const { db } = server;
    await server.app.ready();
    document = server.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
    );
    const [franchise] = await db.insert(schema.franchisees).values({ name: 'North' }).returning();
    const franchiseeId = franchise?.id ?? null;
    const event = await createEvent(db, { franchiseeId });
    eventId = event.id;
    teamId = (await createTeam(db, event.id)).id;

    const vendor = await createPerson(db, { roles: ['vendor'] });
    await createShopVendor(db, [vendor.id]);
    attackers.push(
      { who: 'no session', person: null },
      {
        who: 'franchisee user',
        person: await createPerson(db, { roles: [{ role: 'franchisee_user', franchiseeId }] }),
      },
      {
        who: 'franchisee team leader',
        person: await createPerson(db, { roles: [{ role: 'franchisee_team_leader', franchiseeId }] }),
      },
      {
        who: 'co-organiser',
        person: await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] }),
      },
      { who: 'teacher', person: await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] }) },
      { who: 'vendor', person: vendor },
      { who: 'parent', person: await createPerson(db, { roles: ['parent'] }) },
    );
  });

  /** People who hold more than any caller: an organiser of this Thon and another, the administrator who created it, a parent. */
  async function makeVictims() {
    const { db } = server;
    const admin = await createPerson(db, { roles: ['super_admin'], password: PASSWORD });
    await db.update(schema.events).set({ createdByUserId: admin.id }).where(eq(schema.events.id, eventId));
    const organizer = await createPerson(db, {
      roles: [
        { role: 'organizer', eventId },
        { role: 'organizer', eventId: (await createEvent(db)).id },
      ],
      password: PASSWORD,
    });
    const parent = await createPerson(db, { roles: ['parent'], password: PASSWORD });
    return [organizer, admin, parent];
  }

  /** What an account is: what it signs in with, who it is, what it may do. */
  async function accountOf(person: Person) {
    const { db } = server;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, person.id));
    const roles = await db
      .select({ role: schema.userRoles.role, eventId: schema.userRoles.eventId })
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, person.id));
    const vendorOf = await db
      .select({ vendorId: schema.shopVendorMembers.vendorId })
      .from(schema.shopVendorMembers)
      .where(eq(schema.shopVendorMembers.userId, person.id));
    const liveSessions = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, person.id), isNull(schema.sessions.revokedAt)));
    return {
      email: user?.email,
      passwordHash: user?.passwordHash,
      names: [user?.firstName, user?.lastName, user?.phone],
      status: user?.status,
      roles: roles.map((grant) => `${grant.role}:${grant.eventId ?? ''}`).sort(),
      vendorOf,
      liveSessions: liveSessions.length,
    };
  }

  function fill(operation: Operation, victim: Person): InjectOptions {
    const value = (name: string, schemaOf: JsonSchema): unknown => {
      const named = personField(name, victim);
      if (named !== undefined) return named;
      if (/^eventid$/i.test(name)) return eventId;
      if (/^teamid$/i.test(name)) return teamId;
      return sample(document, schemaOf);
    };
    const parameters = operation.spec.parameters ?? [];
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return encodeURIComponent(String(value(name, parameter?.schema ?? { type: 'string' })));
    });
    const query = new URLSearchParams(
      parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, String(value(parameter.name, parameter.schema))]),
    ).toString();
    const bodySchema = operation.spec.requestBody?.content['application/json']?.schema;
    const resolved = bodySchema && resolve(document, bodySchema);
    const payload =
      resolved &&
      Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, value(name, property)]),
      );
    return {
      method: operation.method as InjectOptions['method'],
      url: query ? `${url}?${query}` : url,
      ...(payload ? { payload } : {}),
    };
  }

  it('walks every operation of the API', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('leaves every victim as they were after every caller tried every route on them', async () => {
    const victims = await makeVictims();
    const before = new Map<string, Awaited<ReturnType<typeof accountOf>>>();
    const ownSessions = new Map<string, Record<string, string>>();
    for (const victim of victims) {
      ownSessions.set(victim.id, await sessionHeaders(server.db, { userId: victim.id }));
      before.set(victim.id, await accountOf(victim));
    }
    for (const { person } of attackers) {
      for (const operation of operations) {
        // A fresh session per operation: one of them (sign-out) ends the session it is called with.
        const headers = person ? await sessionHeaders(server.db, { userId: person.id }) : {};
        await Promise.all(
          victims.map((victim) => server.app.inject({ ...fill(operation, victim), headers })),
        );
      }
    }
    for (const victim of victims) {
      expect({ who: victim.email, ...(await accountOf(victim)) }).toEqual({
        who: victim.email,
        ...before.get(victim.id),
      });
      const session = await server.app.inject({
        method: 'GET',
        url: '/api/Session/Current',
        headers: ownSessions.get(victim.id) ?? {},
      });
      expect(session.statusCode).toBe(200);
      const login = await server.app.inject({
        method: 'POST',
        url: '/authentication/login',
        payload: { Username: victim.email, Password: PASSWORD },
        remoteAddress: OWNERS_ADDRESS,
      });
      expect(login.statusCode, `${victim.email} can still sign in`).toBe(200);
    }
  }, 600_000);

  // The spec itself answers these by whether the account exists (sections 7 and 8): the password reset's
  // 'Sorry, we could not find that account', and the social sign-in's IsUserExist and 'user already
  // exists' for a provider's address that the provider has proved.
  const TOLD_BY_THE_SPEC = new Set([
    'POST /api/Users/EmailPasswordResetLink',
    'POST /api/users/IsValidOauthProviderUserLogin',
    'POST /api/users/CreateUserToOauthProviderSignUp',
  ]);
  const sameShape = (body: string) =>
    body
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
      .replace(/[\w.+-]+@[\w.-]+/g, '<email>');

  it('answers the same for an address that has an account as for one that has none', async () => {
    const { db } = server;
    const [{ passwordHash } = { passwordHash: null }] = await db
      .select({ passwordHash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, (await createPerson(db, { password: PASSWORD })).id));
    const taking = operations.filter(
      (operation) =>
        !TOLD_BY_THE_SPEC.has(`${operation.method} ${operation.path}`) &&
        JSON.stringify(operation.spec).match(/"(New)?E-?mail"|"Username"/i),
    );
    expect(taking.length).toBeGreaterThan(5);
    const told: string[] = [];
    for (const { who, person } of attackers) {
      for (const operation of taking) {
        const existing = await createPerson(db, { roles: ['organizer'] });
        await db.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, existing.id));
        const stranger = {
          ...existing,
          id: crypto.randomUUID(),
          email: `nobody-${unique()}@example.com`,
        };
        const answers = [];
        for (const victim of [existing, stranger]) {
          const headers = person ? await sessionHeaders(db, { userId: person.id }) : {};
          const answer = await server.app.inject({ ...fill(operation, victim), headers });
          answers.push(`${answer.statusCode} ${sameShape(answer.body)}`);
        }
        if (answers[0] !== answers[1])
          told.push(`${who}: ${operation.method} ${operation.path}: ${answers.join(' | ')}`);
      }
    }
    expect(told).toEqual([]);
  }, 600_000);
});
