import { z } from 'zod';

const storageKey = 'pledgethon.session';

// A participant signed in by access code may have no user account of their own: userId is then null.
const sessionSchema = z.object({ token: z.string().min(1), userId: z.string().min(1).nullable() });

/** Who is signed in on this browser; absent when signed out. */
export type Session = z.infer<typeof sessionSchema>;

export function readSession(): Session | null {
  const stored = localStorage.getItem(storageKey);
  if (stored === null) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    // A value written by an older release or edited by hand counts as signed out.
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(storageKey, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(storageKey);
}
