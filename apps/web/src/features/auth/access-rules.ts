import type { SessionContext } from '@pledgethon/contracts';
import { PARENT_DASHBOARD_PATH, requiredRedirect, SHOP_HOME_PATH } from '@pledgethon/core';

const SIGNING_IN_PAGES = new Set(['/authentication/ssologin', '/home/confirmsignup']);

/**
 * Visits that change who is signed in (signing out, a QR sign-in, the hand-off from the other site,
 * a new account's first sign-in) run before the redirect rules, which then apply to whoever ends up
 * signed in.
 */
export function changesWhoIsSignedIn(pathname: string, search: string): boolean {
  if (SIGNING_IN_PAGES.has(pathname.toLowerCase())) return true;
  const action = new URLSearchParams(search).get('action')?.toLowerCase();
  return pathname.toLowerCase() === '/home' && (action === 'logout' || action === 'accesscode');
}

/** Where the session must go instead of `path` (spec section 2), or null when it may stay. */
export function redirectFor(session: SessionContext, path: string): string | null {
  return requiredRedirect(
    { isVendor: session.IsVendor, isParent: session.IsParent, isParticipant: session.IsParticipant },
    path,
  );
}

/** The page a signed-in user starts from: the shop for vendors, the dashboard for parents only. */
export function homePathOf(session: SessionContext): string {
  if (session.IsVendor) return SHOP_HOME_PATH;
  if (session.IsParent && !session.IsParticipant) return PARENT_DASHBOARD_PATH;
  return '/home/MyAccount';
}
