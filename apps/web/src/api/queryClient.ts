import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** Client errors (4xx) will not get better by asking again; network and 5xx get one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A read is asked even when the browser says it is offline: the service worker may answer it
      // from what it kept (lib/offlineReads.ts), and a failed one shows the screen's error.
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
