import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type TestAppFixture, useTestApp } from '../testing/test-app';

const LIMIT = 4;
const REDIS_URL = 'redis://127.0.0.1:6379';
// Redis means several processes, which need one folder of images; these tests store none in it.
const IMAGES_DIR = join(tmpdir(), 'pledgethon-shared-images');

/** A second server process on the same database and settings, as behind a load balancer. */
function useSecondProcess(server: TestAppFixture): { readonly app: FastifyInstance } {
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    second = await buildApp({
      config: server.config,
      database: server.database,
      jobs: server.jobs,
      logger: pino({ level: 'silent' }),
      version: 'test',
      webDistDir: server.config.DATA_DIR,
    });
  });
  afterAll(() => second?.close());
  return {
    get app() {
      if (!second) throw new Error('the second process exists only inside its describe block');
      return second;
    },
  };
}

/** Statuses of failed sign-ins from one address, alternating between the two processes. */
async function alternateSignIns(apps: FastifyInstance[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const app = apps[attempt % apps.length] as FastifyInstance;
    const response = await app.inject({
      method: 'POST',
      url: '/api/Users/EmailPasswordResetLink',
      payload: { Email: `nobody-${unique()}@example.com` },
      remoteAddress: '198.51.100.7',
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const sharedLimit = [...Array(LIMIT).fill('not 429'), '429', '429'];
const asSeen = (statuses: number[]) => statuses.map((status) => (status === 429 ? '429' : 'not 429'));

describe('per-address limits kept in the database', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  const second = useSecondProcess(server);

  it('count the requests of every process together', async () => {
    expect(asSeen(await alternateSignIns([server.app, second.app], LIMIT + 2))).toEqual(sharedLimit);
  });
});

describe('per-address limits kept in Redis when REDIS_URL is set', () => {
  const prefix = `pledgethon-test-${unique()}:`;
  const redis = new Redis(REDIS_URL);
  const server = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), REDIS_URL, REDIS_KEY_PREFIX: prefix, IMAGES_DIR },
  });
  const second = useSecondProcess(server);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('count the requests of every process together, in Redis and not in the database', async () => {
    expect(asSeen(await alternateSignIns([server.app, second.app], LIMIT + 2))).toEqual(sharedLimit);
    expect(await redis.keys(`${prefix}rate-limit:*`)).toHaveLength(1);
    expect(await server.db.select().from(schema.rateLimitCounters)).toEqual([]);
  });
});
