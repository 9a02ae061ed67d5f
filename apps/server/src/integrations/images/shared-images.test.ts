import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildAppOn, useTestApp } from '../../testing/test-app';
import { imageForm, organizerHeaders, png } from './testing/images';

// Two processes behind a load balancer, each with its own DATA_DIR, one IMAGES_DIR mounted by both.
describe('images kept in IMAGES_DIR, shared by several processes', () => {
  let shared = '';
  let otherDataDir = '';
  let other: FastifyInstance | undefined;
  beforeAll(async () => {
    shared = await mkdtemp(join(tmpdir(), 'pledgethon-images-'));
    otherDataDir = await mkdtemp(join(tmpdir(), 'pledgethon-other-'));
  });
  const settings = () => ({ SERVER_PROCESSES: '2', IMAGES_DIR: shared });
  const server = useTestApp(() => ({ env: settings() }));
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: otherDataDir,
      ...settings(),
    });
    other = await buildAppOn(server, { config });
  });
  afterAll(async () => {
    await other?.close();
    await rm(shared, { recursive: true, force: true });
    await rm(otherDataDir, { recursive: true, force: true });
  });

  it('serve on one process the image uploaded to the other', async () => {
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/LandingPageImage/ImageUpload',
      payload: imageForm('banner.png', await png(400, 200, 1)),
      headers: await organizerHeaders(server),
    });
    expect(uploaded.statusCode).toBe(200);
    const image = await other?.inject({ method: 'GET', url: uploaded.json().Url });
    expect(image?.statusCode).toBe(200);
    expect(image?.headers['content-type']).toBe('image/jpeg');
  });
});
