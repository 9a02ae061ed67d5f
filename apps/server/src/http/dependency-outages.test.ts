import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@pledgethon/core';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, deadDatabase } from '../testing/dead-dependencies';
import { createPerson } from '../testing/people';
import { buildAppOn, useTestApp } from '../testing/test-app';

const LIMIT = 3;
const PASSWORD = 'Walk2026';

/** Every line the app logs, parsed, to count what an outage writes. */
function logLines() {
  const lines: { level: number; msg: string; dependency?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, logger, errors: () => lines.filter((line) => line.level >= 50) };
}

describe('signing in while Redis is down', () => {
  const log = logLines();
  let redisPort = 0;
  let imagesDir = '';
  beforeAll(async () => {
    redisPort = await closedPort();
    imagesDir = await mkdtemp(join(tmpdir(), 'pledgethon-images-'));
  });
  afterAll(() => rm(imagesDir, { recursive: true, force: true }));
  // Redis says several processes share the work: they share a folder of images too.
  const server = useTestApp(() => ({
    logger: log.logger,
    env: {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      IMAGES_DIR: imagesDir,
    },
  }));

  const login = (password: string, email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/authentication/login',
      payload: { Username: email, Password: password, RememberMe: false },
      remoteAddress: '203.0.113.40',
    });

  it('signs people in, still limits each address, and logs the outage once', async () => {
    const user = await createPerson(server.db, { password: PASSWORD });
    const signedIn = await login(PASSWORD, user.email);
    expect(signedIn.statusCode).toBe(200);
    expect(typeof signedIn.json()).toBe('string');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT; attempt++)
      statuses.push((await login('wrong1', user.email)).statusCode);
    // The sign-in above counted as the first of the address's calls in this minute.
    expect(statuses).toEqual([401, 401, 429]);

    const outage = log.errors().filter((line) => line.dependency === 'redis');
    expect(outage).toHaveLength(1);
    expect(outage[0]?.msg).toMatch(/^Redis is unavailable \(.*ECONNREFUSED.*\)/);
  });
});

describe('calls while the database is down', () => {
  const log = logLines();
  const server = useTestApp();
  let dead: Awaited<ReturnType<typeof deadDatabase>> | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    dead = await deadDatabase(server.database.kind);
    app = await buildAppOn(server, { database: dead.database, logger: log.logger });
  });
  afterAll(async () => {
    await app?.close();
    await dead?.close();
  });

  it('answer 503 with Retry-After, and the outage is one line in the log', async () => {
    const calls = Array.from({ length: 5 }, (_, index) =>
      app?.inject({
        method: 'POST',
        url: '/authentication/login',
        payload: { Username: `nobody-${index}@example.com`, Password: PASSWORD, RememberMe: false },
      }),
    );
    for (const response of await Promise.all(calls)) {
      expect(response?.statusCode).toBe(503);
      expect(response?.headers['retry-after']).toBe('5');
      expect(response?.json()).toEqual({ Success: false, Message: messages.unexpectedError, Errors: {} });
    }
    expect(log.errors()).toEqual([
      expect.objectContaining({
        dependency: 'database',
        msg: expect.stringMatching(/^the database is unavailable \(.+\); calls that need it answer 503/),
      }),
    ]);
  });

  it('make the process not ready while it stays alive', async () => {
    const ready = await app?.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready?.statusCode).toBe(503);
    expect(ready?.json()).toEqual({
      Status: 'not ready',
      Database: { Status: 'unavailable' },
      DataDirectory: { Status: 'ok' },
    });
    expect(log.errors()).toHaveLength(1);
  });
});
