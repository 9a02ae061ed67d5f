import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PLEDGE_FORM_DATA_ID } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

const head =
  '<html lang="en"><head><title>PledgeThon</title><script type="module" src="/assets/pledge.js"></script>';
const builtPage = `<!doctype html>${head}<link rel="stylesheet" crossorigin href="/assets/pledge-1a2b.css"></head><body><div id="root"></div></body></html>`;
const style = '.bar{display:flex}';
const dataPattern = new RegExp(`<script type="application/json" id="${PLEDGE_FORM_DATA_ID}">(.*?)</script>`);

describe("the pledge form's page, drawn from the form's component with the form's data", () => {
  let webDistDir = '';
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-pledge-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDistDir, 'pledge.html'), builtPage);
    await mkdir(join(webDistDir, 'assets'));
    await writeFile(join(webDistDir, 'assets', 'pledge-1a2b.css'), style);
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ webDistDir }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  // The props the page was drawn from, which the browser hydrates it with.
  const writtenProps = (html: string) => JSON.parse(dataPattern.exec(html)?.[1] ?? 'null');

  it("writes the form call's answer for anyone, and draws the heading the form shows first", async () => {
    const event = await createEvent(server.db, { status: 'active', fundsGoTo: 'New books' });
    const child = await createParticipant(server.db, event.id, { firstName: 'Maya', lastName: 'Lopez' });
    const query = `?participant=${child.id}`;
    const answer = await get(`/event/${event.eventCode.toLowerCase()}/pledge${query}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const form = (await get(`/api/Pledges/Form/${event.eventCode}?Participant=${child.id}`)).json();
    expect(form.Participant.DisplayName).toBe('Maya L.');
    expect(writtenProps(answer.body)).toEqual({
      language: 'en',
      eventCode: event.eventCode.toLowerCase(),
      participantId: child.id,
      form,
      signedIn: false,
    });
    const html = answer.body;
    expect(html).toContain('<title>Pledge to Maya L. · PledgeThon</title>');
    expect(html).toContain('<h1>Pledge to Maya L.</h1>');
    expect(html).toContain('<p class="small">Funds go to: New books</p>');
    expect(html).toContain('<a class="skip" href="#main">Skip to main content</a>');
    expect(html).toContain('<script type="module" src="/assets/pledge.js"></script>');
    // The stylesheet comes inside the page, so that the first paint waits for nothing else.
    expect(html).toContain(`<style>${style}</style>`);
    expect(html).not.toContain('stylesheet');

    const parent = await get(`/parent/mypledges?pledge=${event.eventCode}&participant=${child.id}`);
    expect(writtenProps(parent.body).form).toEqual(form);
  });

  it("keeps a Thon's name from ending the data or the markup early", async () => {
    const name = '</script><script>alert(1)</script> $& <!-- Run';
    const event = await createEvent(server.db, { status: 'active', name });
    const html = (await get(`/event/${event.eventCode}/pledge`)).body;
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain(name);
    expect(writtenProps(html).form.EventName).toBe(name);
    expect(html).toContain(
      '<h1>Give to &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &lt;!-- Run</h1>',
    );
  });

  it('speaks the language chosen in the web app', async () => {
    const event = await createEvent(server.db, { status: 'active', name: 'Oak Run' });
    const html = (await get(`/event/${event.eventCode}/pledge`, { cookie: 'pledgethon.language=es' })).body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Dona a Oak Run</h1>');
  });

  it('waits to know who is signed in on a browser that keeps a session, before it shows the form', async () => {
    const event = await createEvent(server.db, { status: 'active', name: 'Elm Run' });
    const html = (await get(`/event/${event.eventCode}/pledge`, { cookie: 'pledgethon.signedIn=1' })).body;
    expect(writtenProps(html).signedIn).toBe(true);
    expect(html).not.toContain('<h1>');
    expect(html).not.toContain('>Sign in</a>');
    expect(html).toContain('<div class="loader" role="status" aria-label="Loading…"></div>');
  });

  it('leaves out an unknown participant, as the form call does', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const html = (await get(`/event/${event.eventCode}/pledge?participant=${crypto.randomUUID()}`)).body;
    expect(writtenProps(html).form.Participant).toBeNull();
  });

  it('draws the page without the form where the form call refuses, so the form calls and shows its error', async () => {
    const draft = await createEvent(server.db, { status: 'draft' });
    const active = await createEvent(server.db, { status: 'active' });
    for (const [url, api] of [
      ['/event/NOSUCHTHON/pledge', '/api/Pledges/Form/NOSUCHTHON'],
      [`/event/${draft.eventCode}/pledge`, `/api/Pledges/Form/${draft.eventCode}`],
      [
        `/event/${active.eventCode}/pledge?participant=x`,
        `/api/Pledges/Form/${active.eventCode}?Participant=x`,
      ],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(writtenProps(answer.body).form).toBeNull();
      expect(answer.body).toContain('<div class="loader" role="status" aria-label="Loading…"></div>');
      const refusal = await get(api);
      expect(refusal.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await get('/api/Pledges/Form/NOSUCHTHON')).json().Message).toBe(messages.eventCodeInvalid);
  });

  it('is compressed when the browser takes it', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const answer = await server.app.inject({
      method: 'GET',
      url: `/event/${event.eventCode}/pledge`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain(PLEDGE_FORM_DATA_ID);
  });
  it("draws the form in a Spanish browser's language, with the language switch, as the browser hydrates it", async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const child = await createParticipant(server.db, event.id, { firstName: 'Maya', lastName: 'Lopez' });
    const address = `/event/${event.eventCode}/pledge?participant=${child.id}`;
    const answer = await get(address, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(answer.body).toContain('<html lang="es">');
    expect(answer.body).toContain('Apoya a Maya L.');
    expect(answer.body).toContain('<nav class="languages" aria-label="Idioma">');
    expect(writtenProps(answer.body).language).toBe('es');
    const chosen = await get(address, { 'accept-language': 'es', cookie: 'pledgethon.language=en' });
    expect(writtenProps(chosen.body).language).toBe('en');
    expect(writtenProps((await get(`${address}&lang=es`)).body).language).toBe('es');
  });
});
