import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { imageForm, jpegWithGps } from '../../integrations/images/testing/images';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('the public Thon and participant pages, drawn by the server', () => {
  const server = useTestApp();
  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

  it("shows a Thon's progress, teams, money split and give button with one small script and no web app", async () => {
    const { db } = server;
    const event = await createEvent(db, {
      status: 'active',
      name: 'Oak Hill <Read>-a-thon',
      fundsGoTo: 'New books',
    });
    const team = await createTeam(db, event.id, 'Owls');
    const child = await createParticipant(db, event.id, {
      firstName: 'Maya',
      lastName: 'Lopez',
      teamId: team.id,
    });
    await createPledge(db, child, { amountCents: 2_500 });

    const answer = await page(`/event/${event.eventCode.toLowerCase()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Oak Hill &lt;Read&gt;-a-thon · PledgeThon</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<a class="skip" href="#main">Skip to main content</a>');
    expect(html).toContain('<meta property="og:title" content="Oak Hill &lt;Read&gt;-a-thon"/>');
    expect(html).toContain('$25.00');
    expect(html).toContain('Team leaderboard');
    expect(html).toContain('<strong>Owls</strong>');
    expect(html).toContain('New books');
    expect(html).toContain(`href="/event/${event.eventCode}/pledge">Give to the Thon</a>`);
    // Children are not ranked unless the organiser turns it on, and never named here by default.
    expect(html).not.toContain('Maya');
    expect(html).toContain('Participants&#x27; names are not shown here.');
    const scripts = scriptsOf(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/src="\/landing-pages\/donor-page\.[0-9a-f]{12}\.js"/);
    expect(html).not.toContain('/assets/');

    const script = await page(scripts[0]?.match(/src="([^"]+)"/)?.[1] ?? '');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is compressed as the browser prefers, the same page in every encoding', async () => {
    const event = await createEvent(server.db);
    const url = `/event/${event.eventCode}`;
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`<h1`);

    const gzipped = await page(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);

    const brotli = await page(url, { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await page(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
  });

  it("answers an unknown code with 404 and the spec's words, the code kept in the entry", async () => {
    const code = `NOPE${unique()}`;
    const answer = await page(`/event/${code}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<h1>Thon not found</h1>');
    expect(answer.body).toContain('<p role="alert">Sorry, that code is not valid.</p>');
    expect(answer.body).toContain(`name="code" value="${code}"`);

    const entry = await page(`/event?code=${encodeURIComponent(' MAPLE26 ')}`);
    expect(entry.statusCode).toBe(302);
    expect(entry.headers.location).toBe('/event/MAPLE26');
    expect((await page('/event?code=')).headers.location).toBe('/home');

    // Text that cannot be a code is not found either, however it is made.
    for (const path of [
      '/event/A%00B',
      `/event/A%00B/p/${crypto.randomUUID()}`,
      `/event/${'X'.repeat(60)}`,
    ]) {
      expect((await page(path)).statusCode).toBe(404);
    }
  });

  it('names a participant as the parent allowed, shows no rank, and 404s one of another Thon', async () => {
    const { db } = server;
    const event = await createEvent(db, { status: 'active' });
    const maya = await createParticipant(db, event.id, {
      firstName: 'Maya',
      lastName: 'Lopez',
      goalCents: 20_000,
    });
    const noor = await createParticipant(db, event.id, {
      firstName: 'Noor',
      lastName: 'Haddad',
      publicFullNameOptIn: true,
    });
    const other = await createParticipant(db, (await createEvent(db)).id);
    const removed = await createParticipant(db, event.id, { removedAt: new Date() });

    const answer = await page(`/event/${event.eventCode}/p/${maya.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>Maya L. · PledgeThon</title>');
    expect(answer.body).toContain('<h1>Maya L.</h1>');
    expect(answer.body).not.toContain('Lopez');
    expect(answer.body).toContain('Maya L.&#x27;s goal');
    expect(answer.body).toContain(
      `href="/event/${event.eventCode}/pledge?participant=${maya.id}">Pledge for Maya L.</a>`,
    );
    expect(answer.body).not.toContain('<img src="/api/');
    expect((await page(`/event/${event.eventCode}/p/${noor.id}`)).body).toContain('<h1>Noor Haddad</h1>');

    for (const url of [
      `/event/${event.eventCode}/p/${other.id}`,
      `/event/${event.eventCode}/p/${removed.id}`,
      `/event/${event.eventCode}/p/not-an-id`,
      `/event/NOPE${unique()}/p/${maya.id}`,
    ]) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<h1>Page not found</h1>');
    }
    // No search of children: a name in the address finds nothing.
    expect((await page(`/event/${event.eventCode}/p/Maya`)).statusCode).toBe(404);
  });

  it('shows the photo only while the consent stands, and drops it at once when withdrawn', async () => {
    const { db } = server;
    const event = await createEvent(db, { status: 'active' });
    const parent = await createPerson(db, { roles: ['parent'] });
    const child = await createParticipant(db, event.id, { firstName: 'Amelie', lastName: 'Zorrilla' });
    await db.insert(schema.parentParticipants).values({ parentUserId: parent.id, participantId: child.id });
    const headers = await sessionHeaders(db, { userId: parent.id });
    const consent = (PublicPhoto: boolean) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Parent/UpdateParticipant',
        headers,
        payload: { ParticipantId: child.id, PublicPhoto },
      });
    await consent(true);
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/Parent/UploadChildPhoto',
      headers,
      payload: imageForm('me.jpg', await jpegWithGps(400, 400), { ParticipantId: child.id }),
    });
    expect(upload.statusCode).toBe(200);

    const url = `/event/${event.eventCode}/p/${child.id}`;
    expect((await page(url)).body).toMatch(
      /<img src="\/api\/events\/GetParticipantPhoto\/[^"]+" alt="Photo of Amelie Z\."/,
    );
    // Withdrawn within the second the page is kept: the kept copy goes with it (decision 087).
    await consent(false);
    const after = (await page(url)).body;
    expect(after).toContain('<h1>Amelie Z.</h1>');
    expect(after).not.toContain('Photo of');
  });

  it('pages the sponsor updates 5 at a time with links, newest first, and speaks Spanish when asked', async () => {
    const { db } = server;
    const event = await createEvent(db);
    for (let index = 1; index <= 7; index++) {
      await db.insert(schema.sponsorUpdates).values({
        eventId: event.id,
        message: `Lap news ${index}`,
        createdAt: new Date(Date.UTC(2026, 3, index, 15)),
      });
    }
    const first = (await page(`/event/${event.eventCode}`)).body;
    expect(first).toContain('Lap news 7');
    expect(first).not.toContain('Lap news 2');
    expect(first).toContain(`<nav class="pages" aria-label="Update pages">`);
    expect(first).toContain(`href="/event/${event.eventCode}?updates=2#updates" aria-label="Next page"`);
    const second = (await page(`/event/${event.eventCode}?updates=2`)).body;
    expect(second).toContain('Lap news 2');
    expect(second).toContain('Lap news 1');
    expect(second).not.toContain('Lap news 3');
    expect(second).toContain('aria-current="page">2</a>');

    const spanish = (await page(`/event/${event.eventCode}`, { 'accept-language': 'es-MX,es;q=0.9' })).body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('Novedades');
    const chosen = await page(`/event/${event.eventCode}`, {
      'accept-language': 'es',
      cookie: 'other=1; pledgethon.language=en',
    });
    expect(chosen.body).toContain('<html lang="en">');
  });
});
