import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@pledgethon/core';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { s3ImageStorage } from './s3-image-storage';
import { imageForm, jpegWithGps, organizerHeaders } from './testing/images';

// s3rver, a local S3-compatible server speaking the S3 HTTP protocol, knows this key pair.
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** A port nothing listens on: the storage behind it fails every request. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('landing-page images in S3-compatible object storage', () => {
  let folder: string;
  let s3: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pledgethon-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'landing-images', configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3.close();
    await rm(folder, { recursive: true, force: true });
  });

  const server = useTestApp(() => ({
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: 'landing-images', ...credentials },
  }));

  it('stores the upload and its sizes as objects of the bucket and serves them back', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/LandingPageImage/ImageUpload',
      payload: imageForm('team.jpg', await jpegWithGps(1000, 500)),
      headers: await organizerHeaders(server),
    });
    expect(response.statusCode).toBe(200);
    const { Url } = response.json();
    const name = Url.split('/').at(-1);
    const storage = s3ImageStorage({
      endpoint,
      bucket: 'landing-images',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const object = await storage.get(name);
    expect(object?.contentType).toBe('image/jpeg');
    expect((await sharp(object?.data).metadata()).exif).toBeUndefined();
    expect(await storage.get(name.replace('.jpg', '-960w.jpg'))).not.toBeNull();
    expect(await storage.get(`${'0'.repeat(32)}_1x1.jpg`)).toBeNull();
    const served = await server.app.inject({ method: 'GET', url: Url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(object?.data ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('landing-page images when the storage fails', () => {
  let endpoint: string;
  beforeAll(async () => {
    endpoint = `http://127.0.0.1:${await closedPort()}`;
  });
  const server = useTestApp(() => ({ env: { S3_ENDPOINT: endpoint, S3_BUCKET: 'gone', ...credentials } }));

  it("answers 'Failed to Upload.'", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/LandingPageImage/ImageUpload',
      payload: imageForm('team.jpg', await jpegWithGps()),
      headers: await organizerHeaders(server),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ Status: 'error', Message: messages.failedToUpload });
  });
});
