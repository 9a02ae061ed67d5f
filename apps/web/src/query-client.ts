import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { AppError } from './api/app-error';
import { showErrorToast } from './ui/error-toast';

declare module '@tanstack/react-query' {
  interface Register {
    // A screen that tells the user about its own failures (inline, or by going elsewhere) opts out of the toast.
    queryMeta: { showsOwnErrors?: boolean };
    mutationMeta: { showsOwnErrors?: boolean };
  }
}

const maxRetries = 2;

/** Asking again cannot fix a refusal (4xx); it can outlast a restart or a dropped connection. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof AppError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  // TanStack Query takes the browser to be online until it hears an 'offline' event, which a page
  // opened with no network (the lap counter, from its service worker) never hears: its queries would
  // fail and toast an error. Told at the start, they wait for the network, as they do when it drops.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.showsOwnErrors) showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.showsOwnErrors) showErrorToast(error);
      },
    }),
    defaultOptions: { queries: { retry: shouldRetry } },
  });
}
