import { parseCookie } from 'cookie';

/**
 * The cookies the web app keeps for the pages the server draws, which cannot read local storage.
 * Neither holds a secret.
 */
export const SITE_COOKIES = {
  /** The language the reader chose (`en` or `es`); absent until they choose one. */
  language: 'pledgethon.language',
  /**
   * `1` while someone is signed in on the browser, beside the session the app keeps: the server then
   * hands `/home` to the app at once, instead of drawing the first visit's page for the script to leave.
   */
  signedIn: 'pledgethon.signedIn',
} as const;

/** The value of the cookie `name` in a Cookie header or `document.cookie`; undefined when absent. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  return parseCookie(cookies ?? '')[name];
}
