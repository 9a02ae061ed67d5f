import { SITE_COOKIES } from '@pledgethon/contracts';
import { writeSiteCookie } from '../site-cookie';

const storageKey = 'pledgethon.session';

/**
 * Who is signed in on this browser; absent when signed out. A participant signed in by access code
 * may have no user account of their own: userId is then null.
 */
export type Session = { token: string; userId: string | null };

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

// Checked by hand rather than with a schema: the home page's small script keeps sessions too (decision 101).
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, userId } = value as Record<string, unknown>;
  return nonEmpty(token) && (userId === null || nonEmpty(userId));
}

export function readSession(): Session | null {
  const stored = localStorage.getItem(storageKey);
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isSession(parsed) ? { token: parsed.token, userId: parsed.userId } : null;
  } catch {
    // A value written by an older release or edited by hand counts as signed out.
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(storageKey, JSON.stringify(session));
  // The server cannot read local storage: this tells it to hand /home straight to the app.
  writeSiteCookie(SITE_COOKIES.signedIn, '1');
}

export function clearSession(): void {
  localStorage.removeItem(storageKey);
  writeSiteCookie(SITE_COOKIES.signedIn, undefined);
}
