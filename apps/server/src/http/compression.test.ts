import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { compressionThreshold } from './compression';

// Content that compresses well, and a stand-in for each of the build's precompressed twins.
const script = Buffer.from('export const greeting = "Welcome to the Thon";\n'.repeat(200));
const indexHtml = Buffer.from(
  `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`,
);

async function writeWithTwins(path: string, content: Buffer) {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

function decoded(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

describe('compressed answers', () => {
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-web-'));
    await mkdir(join(webDistDir, 'assets'));
    await writeWithTwins(join(webDistDir, 'index.html'), indexHtml);
    await writeWithTwins(join(webDistDir, 'assets', 'app-1a2b.js'), script);
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ webDistDir }));

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    [undefined, undefined],
  ])(
    'answers a built asset asked for with Accept-Encoding %s in %s, the same bytes',
    async (accept, encoding) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(encoding, response.rawPayload).equals(script)).toBe(true);
    },
  );

  it('answers a page with the precompressed app, never to be reused without asking', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/parent/dashboard',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded('br', response.rawPayload).equals(indexHtml)).toBe(true);
  });

  it('compresses a JSON answer larger than the threshold', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const document = gunzipSync(response.rawPayload);
    expect(document.length).toBeGreaterThan(compressionThreshold);
    expect(JSON.parse(document.toString()).openapi).toMatch(/^3\./);
  });

  it('sends a JSON answer smaller than the threshold as it is', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(compressionThreshold);
    expect(response.json().Status).toBe('ok');
  });
});
