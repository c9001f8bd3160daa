import { queryOptions } from '@tanstack/react-query';
import { isSignInRequired, sessionKeys } from './signIn';
import { readSession } from './reading';

export { sessionKeys };

export const sessionQueries = {
  /**
   * Read as the console's layout first renders (its header); read again when the tab comes
   * back, so a session ended elsewhere (another tab signed out) shows before the next write.
   */
  current: () =>
    queryOptions({
      queryKey: sessionKeys.current,
      queryFn: ({ signal }) => readSession(signal),
      staleTime: 60_000,
      refetchOnWindowFocus: true,
      retry: (failures, error) => !isSignInRequired(error) && failures < 2,
    }),
};
