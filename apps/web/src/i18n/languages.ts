import { cookieValue, LANGUAGE_QUERY, readerLanguage, SITE_COOKIES } from '@pledgethon/contracts';
import { writeSiteCookie } from '../site-cookie';

export const supportedLanguages = ['en', 'es'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Where the language the user chose is kept; absent until they choose one. */
export const languageStorageKey = SITE_COOKIES.language;

/**
 * Remembers the reader's language on this browser: for the web app in local storage, for the pages the
 * server draws (the home page, the public Thon and participant pages) in a cookie.
 */
export function rememberLanguage(language: SupportedLanguage): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused (a privacy mode): the cookie still keeps the choice.
  }
  writeSiteCookie(languageStorageKey, language);
}

export function isSupportedLanguage(language: string | undefined | null): language is SupportedLanguage {
  return supportedLanguages.some((supported) => supported === language);
}

/** 'es-MX' -> 'es'; the app has one text per language, whatever the region. */
export function baseLanguage(tag: string): string {
  return tag.split('-', 1)[0]?.toLowerCase() ?? '';
}

/**
 * The reader's language by the rule the server's pages follow (decision 128): the address's `?lang=`,
 * else the language chosen on this browser (the cookie, or local storage for a choice made before the
 * cookie existed), else the browser's first language the app has, else English. A language the address
 * asks for is remembered, as a choice.
 */
export function readerLanguageHere(): SupportedLanguage {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  if (isSupportedLanguage(asked)) {
    rememberLanguage(asked);
    return asked;
  }
  let chosen = cookieValue(document.cookie, languageStorageKey) ?? null;
  try {
    chosen ??= localStorage.getItem(languageStorageKey);
  } catch {
    // Storage refused (a privacy mode): nothing was chosen on this browser but the cookie.
  }
  return readerLanguage({ asked: chosen, cookie: undefined, browser: navigator.languages ?? [] });
}
