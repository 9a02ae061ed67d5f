import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { MAX_INT32 } from '@pledgethon/core';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_BODIES, BAD_URL_TEXT, badValuesFor } from '../testing/fuzz/bad-values';
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

// What an answer must never show: a stack frame, a source file, SQL or a database error.
const LEAKS = [
  /\n\s+at \S/,
  /\bat .+:\d+:\d+\)?/,
  /node_modules|\.(?:ts|js|mjs):\d+/,
  /\/(?:work|src|app|usr|home\/\w+)\/[\w./-]+\.(?:ts|js|mjs)\b/,
  /\b(?:select|insert into|update|delete from)\b[\s\S]{0,200}\b(?:from|values|set|where)\b/i,
  /syntax error at|violates \w+ constraint|relation "|column "|invalid input syntax|invalid byte sequence/i,
];

type Operation = { method: string; path: string; spec: OpenApiOperation };
type Attempt = { label: string; request: InjectOptions };

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'a');

/** Counts the log lines that are not one JSON object each: a logger tripped by what it recorded. */
class LogLineCheck extends Writable {
  lines = 0;
  broken: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      this.lines += 1;
      try {
        JSON.parse(line);
      } catch {
        this.broken.push(line.slice(0, 200));
      }
    }
    done();
  }
}

describe('no input answers 5xx or shows the server inside', () => {
  const log = new LogLineCheck();
  // Thousands of calls from one address: the per-address limit is not what is tested here. The log
  // is on, so every value also passes through the logger.
  // A stand-in for the built web app, so that pages at the site root answer as they do in production
  // rather than with the 'not built yet' notice.
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-web-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({
    env: NO_RATE_LIMITS,
    logger: pino({ level: 'info' }, log),
    webDistDir,
  }));
  let document: OpenApiDocument;
  let operations: Operation[] = [];
  const users = { participant: '', superAdmin: '' };

  beforeAll(async () => {
    await server.app.ready();
    document = server.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
    );
    const event = await createEvent(server.db);
    const participant = await createPerson(server.db);
    await createParticipant(server.db, event.id, { userId: participant.id });
    users.participant = participant.id;
    users.superAdmin = (await createPerson(server.db, { roles: ['super_admin'] })).id;
  });

  const parametersOf = (operation: Operation, where: 'path' | 'query') =>
    (operation.spec.parameters ?? []).filter((parameter) => parameter.in === where);

  function jsonBodySchema(operation: Operation): JsonSchema | undefined {
    const schema = operation.spec.requestBody?.content['application/json']?.schema;
    return schema && resolve(document, schema);
  }

  const goodValues = (operation: Operation, where: 'path' | 'query') =>
    Object.fromEntries(
      parametersOf(operation, where).map((parameter) => [
        parameter.name,
        String(sample(document, parameter.schema)),
      ]),
    );

  /** Requests with good values everywhere but one place, and whole bodies no route should take. */
  function attemptsFor(operation: Operation, valuesPerField: number): Attempt[] {
    const method = operation.method as InjectOptions['method'];
    const goodPath = goodValues(operation, 'path');
    const goodQuery = goodValues(operation, 'query');
    const url = (query: Record<string, string> = goodQuery) => {
      const search = new URLSearchParams(query).toString();
      return fill(operation.path, goodPath) + (search ? `?${search}` : '');
    };
    const attempts: Attempt[] = [];
    for (const { name } of parametersOf(operation, 'path')) {
      for (const text of BAD_URL_TEXT) {
        // Raw text in the path, not re-encoded: the escapes are the attack.
        const raw = fill(operation.path, { ...goodPath, [name]: '\u0001' }).replace('\u0001', text);
        attempts.push({ label: `path ${name}=${text.slice(0, 20)}`, request: { method, url: raw } });
      }
    }
    for (const { name } of parametersOf(operation, 'query')) {
      const { [name]: _, ...others } = goodQuery;
      const base = url(others);
      const joiner = base.includes('?') ? '&' : '?';
      for (const text of [...BAD_URL_TEXT, `a&${name}=b`, `a&${name}[__proto__][x]=1`]) {
        attempts.push({
          label: `query ${name}=${text.slice(0, 20)}`,
          request: { method, url: `${base}${joiner}${name}=${text}` },
        });
      }
    }
    const bodySchema = jsonBodySchema(operation);
    const goodBody = bodySchema && (sample(document, bodySchema) as Record<string, unknown>);
    for (const [name, property] of Object.entries(bodySchema?.properties ?? {})) {
      for (const value of badValuesFor(resolve(document, property)).slice(0, valuesPerField)) {
        attempts.push({
          label: `body ${name}`,
          request: { method, url: url(), payload: { ...goodBody, [name]: value } },
        });
      }
    }
    // Every route that takes a body gets the broken ones, whatever kind of body it expects.
    if (method !== 'GET') {
      for (const bad of BAD_BODIES) {
        attempts.push({
          label: `body ${bad.label}`,
          request: { method, url: url(), headers: { 'content-type': bad.contentType }, payload: bad.body },
        });
      }
    }
    return attempts;
  }

  function failureOf(attempt: Attempt, response: LightMyRequestResponse): string | undefined {
    if (response.statusCode >= 500)
      return `${attempt.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    const leak = LEAKS.find((pattern) => pattern.test(response.body));
    return leak ? `${attempt.label}: shows ${leak} in ${response.body.slice(0, 200)}` : undefined;
  }

  async function sendAll(operation: Operation, headers: Record<string, string>, valuesPerField: number) {
    const failures: string[] = [];
    const attempts = attemptsFor(operation, valuesPerField);
    // A few at a time: enough to overlap the waits, few enough to keep memory flat.
    for (let start = 0; start < attempts.length; start += 8) {
      await Promise.all(
        attempts.slice(start, start + 8).map(async (attempt) => {
          const response = await server.app.inject({
            ...attempt.request,
            headers: { ...headers, ...(attempt.request.headers as Record<string, string>) },
          });
          const failure = failureOf(attempt, response);
          if (failure) failures.push(`${operation.method} ${operation.path} ${failure}`);
        }),
      );
    }
    return failures;
  }

  it('walks every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it("leaves out of the document only the pages of the API docs and the web app's own files", () => {
    const webAppFile = (route: string) =>
      route.startsWith('GET /') && existsSync(join(webDistDir, route.slice(5)));
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const left = server.app
      .declaredRoutes()
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route) && !route.startsWith('GET /api/docs') && !webAppFile(route));
    expect(left).toEqual([]);
  });

  /** The fields of a request schema that have no upper bound: strings without a length, open integers. */
  function unbounded(raw: JsonSchema, name: string): string[] {
    const schema = resolve(document, raw);
    const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
    if (options.length > 0) return options.flatMap((option) => unbounded(option, name));
    const types = [schema.type].flat();
    if (schema.enum || schema.const !== undefined) return [];
    if (types.includes('string') && schema.maxLength === undefined && schema.format !== 'uuid') return [name];
    if (
      (types.includes('integer') || types.includes('number')) &&
      !(
        Math.abs(schema.maximum ?? Infinity) <= MAX_INT32 &&
        Math.abs(schema.minimum ?? -Infinity) <= MAX_INT32
      )
    )
      return [name];
    if (types.includes('array')) return schema.items ? unbounded(schema.items, `${name}[]`) : [];
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      unbounded(property, `${name}.${key}`),
    );
  }

  it('bounds every string and number a request can carry', () => {
    const open = operations.flatMap((operation) => {
      const where = `${operation.method} ${operation.path}`;
      const body = jsonBodySchema(operation);
      return [
        ...(operation.spec.parameters ?? []).flatMap((parameter) =>
          unbounded(parameter.schema, `${where} ${parameter.in} ${parameter.name}`),
        ),
        ...(body ? unbounded(body, `${where} body`) : []),
      ];
    });
    expect(open).toEqual([]);
  });

  // The super administrator passes every access rule, so every field reaches validation with every
  // bad value; the others see fewer per field, as their calls mostly end at the access rule.
  it.each([
    ['no session', 6, async () => ({})],
    ['a participant', 2, async () => sessionHeaders(server.db, { userId: users.participant })],
    [
      'a super administrator',
      Number.POSITIVE_INFINITY,
      async () => sessionHeaders(server.db, { userId: users.superAdmin }),
    ],
  ] as const)(
    'with %s',
    async (_who, valuesPerField, headers) => {
      const failures: string[] = [];
      for (const operation of operations) {
        // A fresh session per operation: one of them (sign-out) ends the session it is called with.
        failures.push(...(await sendAll(operation, await headers(), valuesPerField)));
      }
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
