import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

const ADMIN_HOST = 'admin.pledgethon.test';
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('the home page, drawn by the server', () => {
  // A web build of its own: the app's index.html and the home page's, as Vite writes it.
  let webDistDir = '';
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-home-'));
    await mkdir(join(webDistDir, 'assets'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDistDir, 'assets', 'home-ghi.css'), '.home-page{color:#000}');
    await writeFile(
      join(webDistDir, 'home.html'),
      `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="PledgeThon" />
    <title>PledgeThon</title>
    <script type="module" crossorigin src="/assets/home-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/home-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
    );
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({
    webDistDir,
    env: {
      ADMIN_HOSTS: ADMIN_HOST,
      VIDEO_URL: 'https://vimeo.com/76979871',
      GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
      GOOGLE_OIDC_CLIENT_ID: 'client',
    },
  }));
  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('draws the sign-in, event code, contact and the sections with its own entry and not the app', async () => {
    const answer = await page('/home');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in or find your Thon · PledgeThon</title>');
    expect(html).toMatch(/<meta name="description" content="PledgeThon runs pledge-based/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<a class="skip" href="#main-content">Skip to main content</a>');
    expect(html).toContain('name="Username"');
    expect(html).toContain('name="Password"');
    expect(html).toContain('name="RememberMe"');
    expect(html).toContain('role="tab" id="tab-access-code"');
    expect(html).toContain('name="AccessCode"');
    expect(html).toContain('Continue with Google');
    expect(html).toMatch(/<form id="event-code-form" class="inline-form"[^>]* action="\/event" method="get"/);
    expect(html).toContain('Watch the video');
    expect(html).toContain('Contact us');
    expect(html).toContain('Every lap raises more for your school');
    expect(html).toContain('¿Ver esta página en español?');
    expect(scriptsOf(html)).toEqual([
      '<script type="module" crossorigin src="/assets/home-abc.js">',
      '<script type="application/json" id="home-page-data">',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">');
    expect(html).toContain('<style>.home-page{color:#000}</style>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('sends a first visit the same page in every encoding, and keeps no sign-in that goes elsewhere', async () => {
    const plain = (await page('/home')).body;
    const brotli = await page('/home', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await page('/home', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await page('/home?redirect=%2Fshop%2Fcart')).body).toContain('/shop/cart');
    expect((await page('/home')).body).toBe(plain);
  });

  it('speaks the language chosen with the switch, else the browser’s (decision 128)', async () => {
    const spanish = await page('/home', { cookie: 'a=1; pledgethon.language=es' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Inicia sesión o encuentra tu Thon');
    expect(spanish.body).toContain('Nombre de usuario');
    expect(spanish.body).not.toContain('¿Ver esta página en español?');

    const browser = await page('/home', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(browser.body).toContain('<html lang="es">');
    expect(browser.headers.vary).toContain('Accept-Language');
    const chosen = await page('/home', { 'accept-language': 'es-ES', cookie: 'pledgethon.language=en' });
    expect(chosen.body).toContain('<html lang="en">');
  });

  it('opens in the language a link asks for, and remembers it for the next page', async () => {
    const asked = await page('/home?lang=es', { cookie: 'pledgethon.language=en' });
    expect(asked.body).toContain('Inicia sesión o encuentra tu Thon');
    expect(asked.headers['set-cookie']).toContain('pledgethon.language=es');
  });

  it('escapes where to go after sign-in into the forms that carry it', async () => {
    const answer = await page(`/home?redirect=${encodeURIComponent('/event/"><script>x</script>')}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('value="/event/&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(scriptsOf(answer.body)).toHaveLength(2);
  });

  it('offers no access-code tab on the admin hosts', async () => {
    const answer = await page('/home', { host: ADMIN_HOST });
    expect(answer.body).toContain('name="Password"');
    expect(answer.body).not.toContain('role="tab"');
    expect(answer.body).not.toContain('name="AccessCode"');
  });

  it('leaves every other /home to the web app', async () => {
    for (const url of [
      '/home?action=logout',
      '/home?action=accesscode&code=QUJD',
      '/home?forgot=1',
      '/home?contact=1',
      '/home?signedIn=1&redirect=%2Fshop',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
  });

  it('hands /home to the web app for a browser someone is signed in on, and only then', async () => {
    const signedIn = await page('/home', { cookie: 'pledgethon.language=es; pledgethon.signedIn=1' });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.headers.vary).toMatch(/\bCookie\b/);
    for (const cookie of ['pledgethon.signedIn=0', 'xpledgethon.signedIn=1', 'pledgethon.signedInx=1']) {
      const firstVisit = await page('/home', { cookie });
      expect(firstVisit.body).not.toContain('<div id="root"></div>');
    }
  });
});
