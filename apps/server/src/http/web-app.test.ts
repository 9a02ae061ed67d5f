import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLEDGE_FORM_DATA_ID } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
const pledgeHtml =
  '<!doctype html><html lang="en"><head><title>PledgeThon</title></head><body><div id="root"></div><script src="/pledge.js"></script></body></html>';

describe('serving the web app', () => {
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-web-'));
    await mkdir(join(webDistDir, 'assets'));
    await writeFile(join(webDistDir, 'index.html'), indexHtml);
    await writeFile(join(webDistDir, 'pledge.html'), pledgeHtml);
    await writeFile(join(webDistDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ webDistDir }));

  it.each([
    '/home?action=logout',
    '/home/MyAccount?action=LoginPage',
    '/parent/mypledges',
    '/shop/orders',
    '/parent/dashboard',
    '/MAPLE26',
  ])('answers the page %s with the app', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(indexHtml);
  });

  it.each([
    '/event/MAPLE26/pledge',
    '/event/maple26/Pledge/?participant=x',
    '/parent/mypledges?pledge=MAPLE26',
  ])("answers %s with the pledge form's own page", async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The built page, with the form's component drawn into it from the props written beside it.
    expect(response.body).toMatch(/^<!doctype html><html lang="en"><head><title>PledgeThon<\/title>/);
    expect(response.body).toContain(`<script type="application/json" id="${PLEDGE_FORM_DATA_ID}">`);
    expect(response.body).toContain('<script src="/pledge.js"></script></body></html>');
  });

  it('answers an unknown page with the app under 404, so the browser shows the not-found page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/parent/settings/extra' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(indexHtml);
  });

  it.each(['/api/nothing-here', '/API/nothing-here', '/%61pi/nothing-here', '//api//nothing-here/'])(
    'answers the unknown API path %s with the error body, not the app',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Success: false, Message: messages.notFound, Errors: {} });
      expect(response.headers['content-security-policy']).toContain(
        'frame-src https://www.youtube-nocookie.com',
      );
    },
  );

  it.each(['/Shop/Orders', '/parent//dashboard/', '/%70arent/dashboard'])(
    'answers %s, another spelling of a page, with the app',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    },
  );

  it('serves hashed assets with a long cache and sends security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('before the web app is built', () => {
  const server = useTestApp();

  it('says how to build it instead of failing silently', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/shop/orders' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
