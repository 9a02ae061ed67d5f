import { cookieValue, SITE_COOKIES } from './cookies';
import { LANGUAGE_QUERY } from './reader-language';

/**
 * The home page (decisions 101, 140): the server draws `/home` for a first visit from the web app's
 * components, which a small entry hydrates, and the web app draws it for everything rarer. An address with any of these parameters is the app's.
 */
export const HOME_APP_PARAMS = {
  /** Someone is signed in on this browser: the app shows who, and the ways on. */
  signedIn: 'signedIn',
  /** The contact form's dialog, opened at once. */
  contact: 'contact',
  /** The site's video in its dialog, opened at once. */
  video: 'video',
  /** The forgot-password panel of the sign-in card. */
  forgot: 'forgot',
} as const;

/**
 * Whether the server draws `/home` with this query and the browser's cookies: only for a browser no
 * one is signed in on, with no query or nothing but where to go after sign-in. The QR sign-in, signing
 * out, OAuth returns and the parameters above are the app's.
 */
export function homeIsDrawnByServer(search: string, cookie: string | undefined): boolean {
  if (cookieValue(cookie, SITE_COOKIES.signedIn) === '1') return false;
  const names = new Set(new URLSearchParams(search).keys());
  names.delete('redirect');
  names.delete(LANGUAGE_QUERY);
  return names.size === 0;
}
