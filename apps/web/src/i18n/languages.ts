import { SITE_COOKIES } from '@pledgethon/contracts';
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
  localStorage.setItem(languageStorageKey, language);
  writeSiteCookie(languageStorageKey, language);
}

export function isSupportedLanguage(language: string | undefined): language is SupportedLanguage {
  return supportedLanguages.some((supported) => supported === language);
}

/** 'es-MX' -> 'es'; the app has one text per language, whatever the region. */
export function baseLanguage(tag: string): string {
  return tag.split('-', 1)[0]?.toLowerCase() ?? '';
}
