import { queryOptions } from '@tanstack/react-query';
import { fetchSession, isSignInRequired } from './session';

/** The session's one key: not a service's (serviceKeys.ts), the gateway answers it. */
export const sessionKeys = { current: ['session'] as const };

export const sessionQueries = {
  /**
   * Seeded by the bootstrap (main.tsx) before the first render; read again when the tab comes
   * back, so a session ended elsewhere (another tab signed out) shows before the next write.
   */
  current: () =>
    queryOptions({
      queryKey: sessionKeys.current,
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: 60_000,
      refetchOnWindowFocus: true,
      retry: (failures, error) => !isSignInRequired(error) && failures < 2,
    }),
};
