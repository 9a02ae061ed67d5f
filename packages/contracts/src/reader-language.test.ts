import { describe, expect, it } from 'vitest';
import { acceptedLanguages, addressInLanguage, readerLanguage } from './reader-language';

describe('readerLanguage', () => {
  const spanishBrowser = acceptedLanguages('es-MX,es;q=0.9,en;q=0.8');

  it('follows the link first, then the switch, then the browser, else English', () => {
    expect(readerLanguage({ asked: 'en', cookie: 'pledgethon.language=es', browser: spanishBrowser })).toBe(
      'en',
    );
    expect(readerLanguage({ cookie: 'pledgethon.language=en', browser: spanishBrowser })).toBe('en');
    expect(readerLanguage({ cookie: undefined, browser: spanishBrowser })).toBe('es');
    expect(readerLanguage({ cookie: undefined, browser: ['fr-FR', 'de'] })).toBe('en');
  });

  it('ignores a language the product does not have, wherever it comes from', () => {
    expect(readerLanguage({ asked: 'fr', cookie: 'pledgethon.language=xx', browser: ['fr', 'es-419'] })).toBe(
      'es',
    );
  });
});

describe('acceptedLanguages', () => {
  it('ranks by quality, keeps the order of equals and drops refused ones', () => {
    expect(acceptedLanguages('en;q=0.5, es-ES, fr;q=0, de;q=0.5')).toEqual(['es-ES', 'en', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('addressInLanguage', () => {
  it('keeps the page and its query, setting only the language', () => {
    expect(addressInLanguage('/event/RUN/pledge?participant=abc&lang=en', 'es')).toBe(
      '/event/RUN/pledge?participant=abc&lang=es',
    );
    expect(addressInLanguage('/home', 'en')).toBe('/home?lang=en');
  });
});
