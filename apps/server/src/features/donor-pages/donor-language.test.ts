import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

// Decision 128: an explicit choice (the `lang` of the address, the switch's cookie), else the browser's
// language, else English; every public page offers English / Español and keeps the page it is on.
describe("the donor pages speak the donor's language and offer a switch", () => {
  const server = useTestApp();
  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  const spanishBrowser = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

  it("draws the Thon's and the child's pages in Spanish for a Spanish browser or a Spanish choice", async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const child = await createParticipant(server.db, event.id, { firstName: 'Maya', lastName: 'Lopez' });
    const thonPath = `/event/${event.eventCode}`;
    const childPath = `${thonPath}/p/${child.id}`;

    for (const path of [thonPath, childPath]) {
      const browser = await page(path, spanishBrowser);
      expect(browser.body).toContain('<html lang="es">');
      expect(browser.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      const chosen = await page(path, { cookie: 'pledgethon.language=es' });
      expect(chosen.body).toContain('<html lang="es">');
      expect((await page(path)).body).toContain('<html lang="en">');
      // A donor who switched to English keeps it, whatever the browser says.
      expect((await page(path, { ...spanishBrowser, cookie: 'pledgethon.language=en' })).body).toContain(
        '<html lang="en">',
      );
    }
    expect((await page(childPath, spanishBrowser)).body).toContain('Prometer por Maya');
  });

  it('follows a link that asks for a language and remembers it for the next page', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const asked = await page(`/event/${event.eventCode}?lang=es`, { 'accept-language': 'en-US' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="es">');
    expect(asked.headers['set-cookie']).toMatch(
      /^pledgethon\.language=es; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    const again = await page(`/event/${event.eventCode}?lang=es`, { cookie: 'pledgethon.language=es' });
    expect(again.headers['set-cookie']).toBeUndefined();
    // Anything but a language the product has is no choice at all.
    const unknown = await page(`/event/${event.eventCode}?lang=fr`, spanishBrowser);
    expect(unknown.body).toContain('<html lang="es">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('offers English and Español on each page, each link keeping the page and marking the shown one', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const child = await createParticipant(server.db, event.id);
    const childPath = `/event/${event.eventCode}/p/${child.id}`;
    const html = (await page(childPath, spanishBrowser)).body;
    expect(html).toContain(
      `<nav class="languages" aria-label="Idioma"><a href="${childPath}?lang=en" lang="en" hrefLang="en">English</a>` +
        `<a href="${childPath}?lang=es" lang="es" hrefLang="es" aria-current="true">Español</a></nav>`,
    );
    const updates = (await page(`/event/${event.eventCode}?updates=2`)).body;
    expect(updates).toContain(
      `aria-label="Language"><a href="/event/${event.eventCode}?updates=2&amp;lang=en"`,
    );
    const unknown = (await page('/event/NO-SUCH-THON', spanishBrowser)).body;
    expect(unknown).toContain('href="/event/NO-SUCH-THON?lang=en"');
  });
});
