import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddLandingPageRequest } from '@pledgethon/contracts';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge, unique } from '@pledgethon/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { PUBLIC_ANSWER_TTL_MS } from '../public-thon/public-thon';

const IMAGE = `/LandingPageImage/images/${'c'.repeat(32)}_1600x800.jpg`;
const GALLERY = `/LandingPageImage/images/${'d'.repeat(32)}_1200x800.png`;
const APP = '<!doctype html><title>app</title><div id="root"></div>';

describe('a landing page kept a second, as the Thon page is (decision 148)', () => {
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-web-'));
    await writeFile(join(webDistDir, 'index.html'), APP);
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ webDistDir }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  // The clock stands still from each test's start, so a page is kept for exactly its while.
  beforeEach(() => {
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const aSecondLater = () => vi.setSystemTime(Date.now() + PUBLIC_ANSWER_TTL_MS);

  /** A Thon with $500 pledged to a $2,000 goal, its organiser, and a landing page they added. */
  async function organisersPage(fields: { Headline?: string; Story?: string } = {}) {
    const event = await createEvent(server.db, { goalCents: 200_000, name: 'Birch Fun Run' });
    await createPledge(server.db, await createParticipant(server.db, event.id), { amountCents: 50_000 });
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const headers = await sessionHeaders(server.db, { userId: organizer.id });
    const page: AddLandingPageRequest = {
      EventId: event.id,
      Url: `birch-${unique()}`,
      Title: 'Birch Run',
      Headline: 'Every lap counts',
      Story: 'We run for new books.',
      HeroImageUrl: null,
      GalleryImageUrls: [],
      VideoUrl: null,
      IsActive: true,
      ...fields,
    };
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/LandingPage/AddLandingPage',
      headers,
      payload: page,
    });
    expect(added.statusCode).toBe(200);
    const save = async (changes: Partial<typeof page>) => {
      Object.assign(page, changes);
      const saved = await server.app.inject({
        method: 'POST',
        url: '/api/LandingPage/UpdateLandingPage',
        headers,
        payload: { ...page, Id: added.json().Id },
      });
      expect(saved.statusCode).toBe(200);
    };
    const remove = async () => {
      const deleted = await server.app.inject({
        method: 'DELETE',
        url: `/api/LandingPage/DeleteLandingPage/${added.json().Id}`,
        headers,
      });
      expect(deleted.statusCode).toBe(200);
    };
    return { event, url: page.Url, save, remove };
  }

  it("shows a new pledge and the Thon's new name, goal and event code once its second has passed", async () => {
    const { event, url } = await organisersPage({ Headline: '', Story: '' });
    const first = (await get(`/${url}`)).body;
    expect(first).toContain('$500.00 raised of $2,000.00 goal');
    expect(first).toContain('<meta property="og:description" content="Birch Fun Run"/>');
    expect(first).toContain(`href="/event/${event.eventCode}"`);

    await createPledge(server.db, await createParticipant(server.db, event.id), { amountCents: 25_000 });
    const eventCode = `OAK${unique()}`.slice(0, 12);
    await server.db
      .update(schema.events)
      .set({ name: 'Oak Fun Run', goalCents: 300_000, eventCode })
      .where(eq(schema.events.id, event.id));
    // Within the second, every visitor is sent the page drawn once.
    expect((await get(`/${url}`)).body).toBe(first);
    aSecondLater();
    const later = (await get(`/${url}`)).body;
    expect(later).toContain('$750.00 raised of $3,000.00 goal');
    expect(later).toContain('aria-valuenow="25"');
    expect(later).toContain('<meta property="og:description" content="Oak Fun Run"/>');
    expect(later).toContain(`href="/event/${eventCode}"`);
  });

  it("shows its organiser's every change at once: words, pictures, video, address, hiding and deletion", async () => {
    const { url, save, remove } = await organisersPage();
    expect((await get(`/${url}`)).body).toContain('<h1>Birch Run</h1>');

    await save({
      Title: 'Birch Relay',
      Headline: 'Two laps each',
      Story: 'For the library.',
      HeroImageUrl: IMAGE,
      GalleryImageUrls: [GALLERY],
      VideoUrl: 'https://vimeo.com/76979871',
    });
    const saved = (await get(`/${url}`)).body;
    expect(saved).toContain('<h1>Birch Relay</h1>');
    expect(saved).toContain('<p class="headline">Two laps each</p>');
    expect(saved).toContain('<p>For the library.</p>');
    expect(saved).toContain(`<meta property="og:image" content="${server.config.publicUrl}${IMAGE}"/>`);
    expect(saved).toContain(`srcSet="${GALLERY.replace('.png', '-480w.png')} 480w`);
    expect(saved).toContain('src="https://player.vimeo.com/video/76979871"');

    const moved = `${url}-moved`;
    await save({ Url: moved });
    expect((await get(`/${url}`)).body).toBe(APP);
    expect((await get(`/${moved}`)).body).toContain('<h1>Birch Relay</h1>');
    await save({ IsActive: false });
    expect((await get(`/${moved}`)).body).toBe(APP);
    await save({ IsActive: true });
    expect((await get(`/${moved}`)).body).toContain('<h1>Birch Relay</h1>');
    await remove();
    expect((await get(`/${moved}`)).body).toBe(APP);
  });

  it("draws each language once from the same answer, and answers each visitor's own language and cookie", async () => {
    const { url } = await organisersPage();
    const english = await get(`/${url}`);
    expect(english.body).toContain('<html lang="en">');
    const spanish = await get(`/${url}`, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Comprometerse ahora');
    expect(spanish.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // The cookie of a visitor's choice outweighs their browser's languages.
    const chosen = await get(`/${url}`, { 'accept-language': 'es', cookie: 'pledgethon.language=en' });
    expect(chosen.body).toBe(english.body);
    // A language asked for by the address is kept for that visitor alone.
    const asked = await get(`/${url}?lang=es`);
    expect(asked.body).toBe(spanish.body);
    expect(asked.headers['set-cookie']).toMatch(/^pledgethon\.language=es;/);
    const next = await get(`/${url}`);
    expect(next.body).toBe(english.body);
    expect(next.headers['set-cookie']).toBeUndefined();

    // The kept compressed bodies are the same page.
    const brotli = await get(`/${url}`, { 'accept-encoding': 'br, gzip', 'accept-language': 'es' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(spanish.body);
    const gzip = await get(`/${url}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(english.body);
  });
});
