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
        // Paused while the browser is offline (the shell's banner says so) rather than failed:
        // no error states for a lost connection, and every paused query resumes, and every stale
        // one is refetched, once it is back.
        networkMode: 'online',
      },
      mutations: {
        // A mutation is retried by the user, who sees the error; never behind their back. Sent
        // even offline: the request core says "you are offline" in place, and the form keeps
        // what was typed for the retry.
        retry: false,
        networkMode: 'always',
      },
    },
  });
}
