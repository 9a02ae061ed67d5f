import { schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, type OpenApiDocument, resolve, sample } from '../testing/fuzz/openapi-samples';
import { createPerson, sessionHeaders } from '../testing/people';
import { useTestApp } from '../testing/test-app';

type Thon = { eventId: string; eventCode: string; teamId: string; participantId: string };

// Inputs that name something inside a Thon, by field name (any letter case); each call names Thon A's.
const thonFields = (thon: Thon): Record<string, unknown> => ({
  eventid: thon.eventId,
  eventcode: thon.eventCode,
  teamid: thon.teamId,
  participantid: thon.participantId,
  participantids: [thon.participantId],
});

// Calls that take a Thon's code from anyone by design: finding a Thon to sign in to or give to, its
// public page, a parent adding their own child by the code the school sent home, checking whether a
// code is free while creating a Thon (it answers only "taken" or "free"), signing in with a code, the
// live leaderboard and a volunteer's counting link.
const OPEN_BY_DESIGN = new Set([
  'POST /api/EventCode',
  'GET /api/events/GetPublicEvent/{eventCode}',
  'GET /api/events/GetPublicParticipant/{eventCode}/{participantId}',
  'GET /api/events/GetSponsorUpdates/{eventCode}',
  // The same public pages, drawn by the server for donors.
  'GET /event/{eventCode}',
  'GET /event/{eventCode}/p/{participantId}',
  'POST /api/Parent/AddParticipant',
  // A donor needs no account: the pledge form and the pledge itself take a Thon's code from anyone.
  'GET /api/Pledges/Form/{eventCode}',
  'POST /api/Pledges/Submit',
  // The big screen's leaderboard is public like the Thon's page; a volunteer's one-time link is
  // checked by its own token (refused alike for a wrong Thon), not by who is signed in.
  'GET /api/LapCounter/Live/{eventCode}',
  'GET /api/LapCounter/LiveStream/{eventCode}',
  'POST /api/LapCounter/Redeem',
  // A browser fetches a web app manifest without the user's cookies; it holds only the public name.
  'GET /api/LapCounter/Manifest/{eventCode}',
]);
// Calls on a Thon that only an administrator may make, even of the Thon's own organiser: asking a
// refused transfer again by hand and the test bank's decision of a dispute both move the Thon's money.
const ADMINISTRATORS_ONLY = new Set([
  'POST /api/Thons/Money/{eventCode}/AskAgain',
  'POST /api/Thons/Money/{eventCode}/DecideTestDispute',
]);
const isOpenByDesign = (label: string) =>
  OPEN_BY_DESIGN.has(label) || /available/i.test(label) || label.includes(' /authentication/');

type Outsider = 'organiser' | 'teacher' | 'team leader' | 'franchisee' | 'parent';

describe("nobody reaches into another Thon: every call that names a Thon, tried by another Thon's people", () => {
  const server = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', SHARE_RATE_LIMIT_PER_HOUR: '1000000' },
  });
  let document: OpenApiDocument;
  let thonA: Thon;
  const outsiders = new Map<Outsider, string>();

  async function makeThon(franchiseeId: string | null): Promise<Thon> {
    const { db } = server;
    const event = await createEvent(db, { franchiseeId });
    const team = await createTeam(db, event.id);
    const participant = await createParticipant(db, event.id, { teamId: team.id });
    return { eventId: event.id, eventCode: event.eventCode, teamId: team.id, participantId: participant.id };
  }

  beforeAll(async () => {
    const { db } = server;
    const [franchiseeB] = await db.insert(schema.franchisees).values({ name: 'Other Territory' }).returning();
    if (!franchiseeB) throw new Error('no franchisee');
    thonA = await makeThon(null);
    const thonB = await makeThon(franchiseeB.id);
    const person = async (grant: Parameters<typeof createPerson>[1]) => (await createPerson(db, grant)).id;
    outsiders.set('organiser', await person({ roles: [{ role: 'organizer', eventId: thonB.eventId }] }));
    outsiders.set('teacher', await person({ roles: [{ role: 'teacher', eventId: thonB.eventId }] }));
    outsiders.set(
      'team leader',
      await person({ roles: [{ role: 'team_leader', eventId: thonB.eventId, teamId: thonB.teamId }] }),
    );
    outsiders.set(
      'franchisee',
      await person({ roles: [{ role: 'franchisee_user', franchiseeId: franchiseeB.id }] }),
    );
    const parentB = await person({ roles: ['parent'] });
    await db
      .insert(schema.parentParticipants)
      .values({ parentUserId: parentB, participantId: thonB.participantId });
    outsiders.set('parent', parentB);
    await server.app.ready();
    document = server.app.swagger() as unknown as OpenApiDocument;
  });

  /** Every operation with an input naming something inside a Thon, as a request naming that Thon's. */
  function requestsNaming(thon: Thon): { label: string; request: InjectOptions }[] {
    const fields = thonFields(thon);
    const named = (name: string) => fields[name.toLowerCase()];
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const label = `${method.toUpperCase()} ${path}`;
        const parameters = operation.parameters ?? [];
        const body = operation.requestBody?.content['application/json']?.schema;
        const bodySchema: JsonSchema | undefined = body && resolve(document, body);
        const bodyNames = Object.keys(bodySchema?.properties ?? {});
        const namesThon = [...parameters.map((parameter) => parameter.name), ...bodyNames].some(
          (name) => named(name) !== undefined,
        );
        if (!namesThon || isOpenByDesign(label)) return [];
        const value = (name: string, raw: JsonSchema) => named(name) ?? sample(document, raw);
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const parameter = parameters.find((candidate) => candidate.name === name);
          return encodeURIComponent(String(value(name, parameter?.schema ?? {})));
        });
        const query = new URLSearchParams(
          parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => [parameter.name, String(value(parameter.name, parameter.schema))]),
        ).toString();
        const payload = bodySchema
          ? Object.fromEntries(
              Object.entries(bodySchema.properties ?? {}).map(([name, property]) => [
                name,
                value(name, property),
              ]),
            )
          : undefined;
        return [
          {
            label,
            request: {
              method: method.toUpperCase() as InjectOptions['method'],
              url: query ? `${url}?${query}` : url,
              ...(payload ? { payload } : {}),
            },
          },
        ];
      }),
    );
  }

  // Without this the matrix could pass on requests every route refuses for another reason.
  it("finds the calls that name a Thon, and the Thon's organiser gets past the access rule on each", async () => {
    const labels = requestsNaming(thonA)
      .map((request) => request.label)
      .filter((label) => !ADMINISTRATORS_ONLY.has(label));
    expect(labels.length).toBeGreaterThan(15);
    const refusedOwner: string[] = [];
    for (const label of labels) {
      // A Thon of its own per call: the organiser's calls change it (a removal, a move).
      const thon = await makeThon(null);
      const owner = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: thon.eventId }] });
      const found = requestsNaming(thon).find((request) => request.label === label);
      if (!found) throw new Error(`no request for ${label}`);
      const headers = await sessionHeaders(server.db, { userId: owner.id });
      const response = await server.app.inject({ ...found.request, headers });
      if (response.statusCode === 401 || response.statusCode === 403)
        refusedOwner.push(`${label}: ${response.body}`);
    }
    // Calls of other roles (a parent's, a tester's) are refused to an organiser as they should be.
    expect(refusedOwner.filter((label) => !/ \/api\/(?:Parent|Utilities)\//.test(label))).toEqual([]);
  }, 120_000);

  it.each(['organiser', 'teacher', 'team leader', 'franchisee', 'parent'] as Outsider[])(
    "another Thon's %s is refused on every one of them",
    async (outsider) => {
      const allowed: string[] = [];
      for (const { label, request } of requestsNaming(thonA)) {
        const headers = await sessionHeaders(server.db, { userId: outsiders.get(outsider) ?? null });
        const response = await server.app.inject({ ...request, headers });
        if (response.statusCode < 400)
          allowed.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(allowed).toEqual([]);
    },
    120_000,
  );
});
