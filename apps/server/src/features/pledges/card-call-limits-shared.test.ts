import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type TestAppFixture, useTestApp } from '../../testing/test-app';
import { createPledgeThon, pledgeRequest } from './testing';

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

/** Declined gifts from one address, alternating between the processes; then a good card's answer. */
async function declinesThenGift(server: TestAppFixture, apps: FastifyInstance[], declines: number) {
  const thon = await createPledgeThon(server.db);
  const gift = (PaymentMethod: string) =>
    pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_000, PaymentMethod });
  const submit = (app: FastifyInstance, payload: object) =>
    app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload, remoteAddress: '198.51.100.33' });
  for (let attempt = 0; attempt < declines; attempt++) {
    const app = apps[attempt % apps.length] as FastifyInstance;
    expect((await submit(app, gift('test_pm_declined'))).statusCode).toBe(422);
  }
  return submit(apps[declines % apps.length] as FastifyInstance, gift('test_pm_succeeds'));
}

describe('declined cards counted in the database by every process', () => {
  const server = useTestApp();
  const second = useSecondProcess(server);

  it('asks for a captcha after three declines, wherever each was answered', async () => {
    const asked = await declinesThenGift(server, [server.app, second.app], 3);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().Message).toBe(messages.invalidCaptcha);
  });
});

describe('declined cards counted in Redis when REDIS_URL is set', () => {
  const prefix = `pledgethon-test-${unique()}:`;
  const redis = new Redis(REDIS_URL);
  const server = useTestApp({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix, IMAGES_DIR } });
  const second = useSecondProcess(server);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('asks for a captcha after three declines across processes, counting nothing in the database', async () => {
    const asked = await declinesThenGift(server, [server.app, second.app], 3);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().Message).toBe(messages.invalidCaptcha);
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((key) => key.includes('pledge-declines:address:198.51.100.33'))).toBe(true);
    expect(await server.db.select().from(schema.rateLimitCounters)).toEqual([]);
  });
});
