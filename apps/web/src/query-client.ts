import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { AppError } from './api/app-error';
import { showErrorToast } from './ui/error-toast';

const maxRetries = 2;

/** Asking again cannot fix a refusal (4xx); it can outlast a restart or a dropped connection. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof AppError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: showErrorToast }),
    mutationCache: new MutationCache({ onError: showErrorToast }),
    defaultOptions: { queries: { retry: shouldRetry } },
  });
}
