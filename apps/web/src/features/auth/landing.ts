import { sameSiteRedirect } from '@pledgethon/core';

/** Where to go after signing in: the `redirect` parameter when it stays on this site, else the landing. */
export function landingAfterSignIn(search: string, landing: string): string {
  return sameSiteRedirect(new URLSearchParams(search).get('redirect'), landing);
}
