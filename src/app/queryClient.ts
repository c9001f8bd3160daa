import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isDeviceLinkEnded } from '../api/deviceLinks/display';
import { goToSignIn, isDisplayPage, noteSignInEnded } from '../lib/signInEnded';
import { isSignInRequired, sessionKeys } from '../api/session/signIn';
import { retryDelay, shouldRetry } from '../api/retry';

interface QueryClientOptions {
  /**
   * Wait before retry `attempt` (0-based), in ms. Only tests pass one, to shorten the app's
   * backoff without changing what is retried; the app always uses `retryDelay`.
   */
  retryDelay?: (attempt: number, error: unknown) => number;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  // A call answered "sign in first" means the session ended: the shell offers to sign in again,
  // once, wherever the call was made; the place it failed says so too (describeError).
  const onError = (error: unknown) => {
    if (isSignInRequired(error)) noteSignInEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Nobody signed in yet (the session never answered): nothing on the page to keep. Not
        // from a display's page: nobody is at a wall to sign in, and it says itself that it has
        // no link or that its link ended. On a console page a link this browser once held and
        // that has ended stands where a person's session would: sign in.
        const neverSignedIn =
          query.queryKey[0] === sessionKeys.current[0] && query.state.data === undefined;
        const signInFirst = isSignInRequired(error) || isDeviceLinkEnded(error);
        if (signInFirst && neverSignedIn && !isDisplayPage()) goToSignIn();
        else onError(error);
      },
    }),
    mutationCache: new MutationCache({ onError }),
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
