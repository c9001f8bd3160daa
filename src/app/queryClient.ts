import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../api/retry';

interface QueryClientOptions {
  /**
   * Wait before retry `attempt` (0-based), in ms. Only tests pass one, to shorten the app's
   * backoff without changing what is retried; the app always uses `retryDelay`.
   */
  retryDelay?: (attempt: number, error: unknown) => number;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: options.retryDelay ?? retryDelay,
        refetchOnWindowFocus: false,
        // Run even when the browser reports offline: the request core turns the failure into a
        // specific "you are offline" error in place, instead of a spinner that waits silently.
        networkMode: 'always',
      },
      mutations: {
        // A mutation is retried by the user, who sees the error; never behind their back.
        retry: false,
        networkMode: 'always',
      },
    },
  });
}
