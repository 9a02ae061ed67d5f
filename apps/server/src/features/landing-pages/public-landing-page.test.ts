import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge, unique } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

const IMAGE = `/LandingPageImage/images/${'a'.repeat(32)}_2000x1000.jpg`;

describe('the public landing page at {site}/{url}', () => {
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-web-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ webDistDir }));

  async function page(overrides: Partial<typeof schema.landingPages.$inferInsert> = {}) {
    const event = await createEvent(server.db, { goalCents: 200_000, name: 'Birch Fun Run' });
    const participant = await createParticipant(server.db, event.id);
    await createPledge(server.db, participant, { amountCents: 50_000 });
    await createPledge(server.db, participant, { amountCents: 9_999, status: 'cancelled' });
    const url = `birch-${unique()}`;
    await server.db.insert(schema.landingPages).values({
      eventId: event.id,
      url,
      title: 'Birch <Fun> Run',
      headline: 'Every lap counts',
      body: 'We run for new books.\n\nCheer us on!',
      ...overrides,
    });
    return { event, url };
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('is sent compressed to a browser that accepts it', async () => {
    const { url } = await page();
    const response = await get(`/${url}`, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Every lap counts');
  });

  it('renders the page with its share tags, hero, story, progress, gallery, video and pledge button', async () => {
    const { event, url } = await page({
      imageUrl: IMAGE,
      galleryImageUrls: [IMAGE, IMAGE.replace('a'.repeat(32), 'b'.repeat(32))],
      videoUrl: 'https://vimeo.com/76979871',
    });
    const response = await get(`/${url.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Birch &lt;Fun&gt; Run · PledgeThon</title>');
    expect(html).toContain('<meta property="og:title" content="Birch &lt;Fun&gt; Run"/>');
    expect(html).toContain('<meta property="og:description" content="Every lap counts"/>');
    expect(html).toContain(`<meta property="og:image" content="${server.config.publicUrl}${IMAGE}"/>`);
    expect(html).toContain(`srcSet="${IMAGE.replace('.jpg', '-480w.jpg')} 480w`);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<p>We run for new books.</p>');
    // Raised is what was pledged and stands (decision 041): the cancelled pledge does not count.
    expect(html).toContain('$500.00 raised of $2,000.00 goal');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain(`href="/event/${event.eventCode}"`);
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html.match(/class="slide"/g)).toHaveLength(2);
    expect(html).toMatch(/<script src="\/landing-pages\/landing-page\.[a-f0-9]{12}\.js" defer=""><\/script>/);
  });

  it('shows the default hero of a youth-group fundraiser, and no script without a gallery', async () => {
    const { url } = await page();
    const html = (await get(`/${url}`)).body;
    const hero =
      /<meta property="og:image" content="[^"]*(\/landing-pages\/default-hero\.[a-f0-9]{12}\.jpg)"\/>/.exec(
        html,
      )?.[1];
    expect(hero).toBeDefined();
    const image = await get(hero ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(html).not.toContain('<script');
    const script = /landing-pages\/landing-page\.[a-f0-9]{12}\.js/.exec(
      (await get(`/${(await page({ galleryImageUrls: [IMAGE] })).url}`)).body,
    )?.[0];
    expect((await get(`/${script}`)).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it("says 'Invalid Video' for a stored link that is not YouTube or Vimeo, and speaks Spanish when asked", async () => {
    const { url } = await page({ videoUrl: 'https://example.com/clip.mp4' });
    expect((await get(`/${url}`)).body).toContain(messages.invalidVideo);
    const spanish = await get(`/${url}`, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Comprometerse ahora');
  });

  it("sends an event link on to the Thon's pledge page, and leaves other paths to the web app", async () => {
    const { event, url } = await page({ isActive: false });
    const link = await get(`/${event.eventCode.toLowerCase()}`);
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/event/${event.eventCode}`);
    const hidden = await get(`/${url}`);
    expect(hidden.body).toContain('<div id="root">');
    expect((await get('/home?action=logout')).body).toContain('<div id="root">');
    expect((await get('/no-such-page-here')).body).toContain('<div id="root">');
  });
});
