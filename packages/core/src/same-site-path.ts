/** Where a user lands after signing in with a username and password (spec section 2). */
export const LOGIN_LANDING_PATH = '/home/MyAccount?action=LoginPage';
/** Where a user lands after signing in with an access code or a QR code (spec section 2). */
export const ACCESS_CODE_LANDING_PATH = '/home/MyAccount?action=AccessCode';

// Browsers read '//host' and '/\host' as another site, and drop tabs and line breaks before doing so.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Whether a redirect target stays on this site: a path, never a link to somewhere else. */
export const isSameSitePath = (candidate: string): boolean =>
  candidate.startsWith('/') &&
  !candidate.startsWith('//') &&
  !candidate.startsWith('/\\') &&
  !CONTROL_CHARACTER.test(candidate);

/** The redirect target when it is a same-site path, otherwise the fallback (an off-site one is ignored). */
export const sameSiteRedirect = (
  candidate: string | null | undefined,
  fallback: string = LOGIN_LANDING_PATH,
): string => (candidate && isSameSitePath(candidate) ? candidate : fallback);
