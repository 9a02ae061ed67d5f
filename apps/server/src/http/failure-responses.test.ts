import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema } from '@pledgethon/contracts';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { answersOfHandlers } from './route-failures';

type DocumentedResponse = { content?: Record<string, { schema?: JsonSchema }> };
type Operation = {
  method: InjectOptions['method'];
  path: string;
  spec: OpenApiOperation & { responses: Record<string, DocumentedResponse> };
};
type Caller = 'nobody' | 'someone else' | 'vendor' | 'participant' | 'super admin';
type Attempt = { label: string; caller: Caller; request: InjectOptions };

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
// Over Fastify's default body limit of 1 MiB, which every route that reads a body keeps or lowers.
const OVERSIZED_BODY = JSON.stringify({ Text: 'a'.repeat(1024 * 1024 + 1) });

// Generated from the OpenAPI document: every operation gets the usual bad requests, and each status
// answered must be one its entry lists, with the body the entry names.
describe('the API document lists every failure an operation answers', { timeout: 120_000 }, () => {
  // A stand-in for the built web app, so that pages at the site root answer as in production rather
  // than with the 'not built yet' notice.
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-web-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  // A few calls per route from one address: the per-address limits are not what is tested here.
  const server = useTestApp(() => ({
    env: NO_RATE_LIMITS,
    webDistDir,
  }));
  let document: OpenApiDocument;
  let operations: Operation[] = [];
  const userIds = new Map<Caller, string>();

  beforeAll(async () => {
    await server.app.ready();
    document = server.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        path,
        spec: spec as Operation['spec'],
      })),
    );
    const event = await createEvent(server.db);
    const participant = await createPerson(server.db);
    await createParticipant(server.db, event.id, { userId: participant.id });
    userIds.set('participant', participant.id);
    userIds.set('someone else', (await createPerson(server.db)).id);
    userIds.set('vendor', (await createPerson(server.db, { roles: ['vendor'] })).id);
    userIds.set('super admin', (await createPerson(server.db, { roles: ['super_admin'] })).id);
  });

  /** A fresh session per call: one operation (sign-out) ends the session it is called with. */
  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'nobody') return {};
    if (caller === 'someone else') {
      // The super administrator's token with another user's id: refused whatever the route.
      const headers = await sessionHeaders(server.db, { userId: userIds.get('super admin') ?? null });
      return { ...headers, userid: userIds.get('someone else') ?? '' };
    }
    return sessionHeaders(server.db, { userId: userIds.get(caller) ?? null });
  }

  /** Requests whose shapes are right and whose ids name nothing, and requests malformed each way. */
  function attemptsFor(operation: Operation): Attempt[] {
    const { method, spec } = operation;
    const values = (where: 'path' | 'query') =>
      Object.fromEntries(
        (spec.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => [parameter.name, String(sample(document, parameter.schema))]),
      );
    const pathParams = values('path');
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name] ?? 'a');
    const query = new URLSearchParams(values('query')).toString();
    const url = query ? `${path}?${query}` : path;
    const bodySchema = spec.requestBody?.content['application/json']?.schema;
    const payload = bodySchema && (sample(document, resolve(document, bodySchema)) as object);
    const unknownIds = { method, url, ...(payload ? { payload } : {}) };
    const attempts: Attempt[] = [
      { label: 'unknown ids', caller: 'nobody', request: unknownIds },
      { label: 'unknown ids', caller: 'someone else', request: unknownIds },
      { label: 'unknown ids', caller: 'vendor', request: unknownIds },
      { label: 'unknown ids', caller: 'participant', request: unknownIds },
      { label: 'unknown ids', caller: 'super admin', request: unknownIds },
      { label: 'path that does not decode', caller: 'super admin', request: { method, url: `${path}%` } },
    ];
    if (method === 'GET') return attempts;
    const json = (body: string, contentType = 'application/json') => ({
      method,
      url,
      headers: { 'content-type': contentType },
      payload: body,
    });
    return [
      ...attempts,
      { label: 'empty body', caller: 'super admin', request: json('{}') },
      { label: 'malformed JSON', caller: 'super admin', request: json('{"a":') },
      { label: 'unknown content type', caller: 'super admin', request: json('<a/>', 'application/xml') },
      { label: 'oversized body', caller: 'super admin', request: json(OVERSIZED_BODY) },
    ];
  }

  /** What is wrong with the answer by the operation's entry, if anything. */
  function mismatch(operation: Operation, response: LightMyRequestResponse): string | undefined {
    const documented = operation.spec.responses[String(response.statusCode)];
    const listed = Object.keys(operation.spec.responses).join(', ');
    if (!documented) return `${response.statusCode} is not listed (${listed})`;
    if (documented.content?.['application/json']?.schema?.$ref !== ERROR_BODY_REF) return undefined;
    const body = (() => {
      try {
        return JSON.parse(response.body);
      } catch {
        return undefined;
      }
    })();
    if (errorBodySchema.safeParse(body).success) return undefined;
    return `${response.statusCode} is not the error body: ${response.body.slice(0, 120)}`;
  }

  it('walks every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it("lists handlers' own answers only for routes that exist", () => {
    const routes = new Set(server.app.declaredRoutes().map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(answersOfHandlers).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('answers each bad request with a status the operation lists, in the body it names', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await Promise.all(
        attemptsFor(operation).map(async ({ label, caller, request }) => {
          const headers = { ...(await headersOf(caller)), ...(request.headers as Record<string, string>) };
          const response = await server.app.inject({ ...request, headers });
          const wrong = mismatch(operation, response);
          if (wrong) failures.push(`${operation.method} ${operation.path}, ${label} by ${caller}: ${wrong}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
