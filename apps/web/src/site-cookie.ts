import { stringifySetCookie } from 'cookie';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a cookie for the pages the server draws for a year, on every path of the site; undefined
 * removes it. Removed with a date in the past, which every engine reads as gone (some read
 * max-age=0 as a cookie for the visit).
 */
export function writeSiteCookie(name: string, value: string | undefined): void {
  const lifetime = value === undefined ? { expires: new Date(0) } : { maxAge: ONE_YEAR_SECONDS };
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers donors still use.
  document.cookie = stringifySetCookie({ name, value: value ?? '', path: '/', sameSite: 'lax', ...lifetime });
}
