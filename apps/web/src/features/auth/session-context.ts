import { type SessionContext, sessionCurrentRoute } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { AppError } from '../../api/app-error';
import { callApi } from '../../api/client';
import { clearSession, readSession } from '../../api/session';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user's session context, or null when nobody is signed in on this browser. */
async function fetchSessionContext(): Promise<SessionContext | null> {
  if (!readSession()) return null;
  try {
    return await callApi(sessionCurrentRoute);
  } catch (error) {
    // The session expired or was ended elsewhere (a password reset, a sign-out): this browser is signed out.
    if (error instanceof AppError && error.status === 401) {
      clearSession();
      return null;
    }
    throw error;
  }
}

export function useSessionContext() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSessionContext,
    // Without a stored token nobody is signed in: pages need not wait for a request to learn that.
    initialData: () => (readSession() ? undefined : null),
    staleTime: 5 * 60_000,
  });
}
