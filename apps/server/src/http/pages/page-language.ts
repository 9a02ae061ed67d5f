import { cookieValue, SITE_COOKIES } from '@pledgethon/contracts';

/** The languages the pages the server draws are written in. */
export type PageLanguage = 'en' | 'es';

/** Spanish when the browser puts it before English, else English. */
export function browserLanguageOf(acceptLanguage: string | undefined): PageLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .filter((code) => code === 'en' || code === 'es');
  return ranked[0] === 'es' ? 'es' : 'en';
}

/**
 * Only a language the visitor chose (the web app's cookie) changes the page: a browser in another
 * language is offered a translation instead, as the web app does (spec section 1).
 */
export function chosenLanguage(cookie: string | undefined): PageLanguage {
  return cookieValue(cookie, SITE_COOKIES.language) === 'es' ? 'es' : 'en';
}

/**
 * The language the visitor chose in the web app (its cookie), else the browser's first of English and
 * Spanish, as the landing pages read it.
 */
export function languageOf(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }) {
  const chosen = cookieValue(headers.cookie, SITE_COOKIES.language);
  return chosen === 'en' || chosen === 'es' ? chosen : browserLanguageOf(headers['accept-language']);
}

export const localeOf = (language: PageLanguage) => (language === 'es' ? 'es-US' : 'en-US');
