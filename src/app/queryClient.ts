import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../api/retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // A mutation is retried by the user, who sees the error; never behind their back.
        retry: false,
      },
    },
  });
}
