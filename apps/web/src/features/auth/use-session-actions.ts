import { authenticationLogoutRoute, type SessionContext, sessionCurrentRoute } from '@pledgethon/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { clearSession, readSession, saveSession } from '../../api/session';
import { siteConfigQueryKey } from '../site/site-config';
import { sessionQueryKey } from './session-context';

const keptAcrossUsers = new Set<unknown>([siteConfigQueryKey[0], sessionQueryKey[0]]);

/**
 * Whatever one user had loaded must not show for the next. The session itself is replaced rather than
 * removed, so every part of the page that shows who is signed in hears of the change.
 */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !keptAcrossUsers.has(query.queryKey[0]) });
}

/**
 * Keeps a new session token on this browser: the token alone names the user, so the session context
 * is read with it before the user id is stored beside it for the headers of later calls.
 */
export function useStartSession(): (token: string) => Promise<SessionContext> {
  const queryClient = useQueryClient();
  return useCallback(
    async (token) => {
      forgetUserData(queryClient);
      saveSession({ token, userId: null });
      try {
        const context = await callApi(sessionCurrentRoute);
        saveSession({ token, userId: context.UserId });
        queryClient.setQueryData(sessionQueryKey, context);
        return context;
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [queryClient],
  );
}

/** Ends the session on the server and forgets it here, even when the server cannot be reached. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (readSession()) await callApi(authenticationLogoutRoute).catch(() => undefined);
    clearSession();
    forgetUserData(queryClient);
    queryClient.setQueryData(sessionQueryKey, null);
  }, [queryClient]);
}
