/**
 * What the console's first chunk needs of sign-in (app/queryClient.ts): the session query's key,
 * how a "sign in first" answer looks and where signing in starts. No schema, no request core:
 * the session itself is read by the console layout's chunk (queries.ts).
 */
export const SIGN_IN_PATH = '/auth/login';
/** The code of every 401 the gateway answers for a call without a valid session. */
export const SIGN_IN_REQUIRED = 'SignInRequired';

/** The session's one key: not a service's (serviceKeys.ts), the gateway answers it. */
export const sessionKeys = { current: ['session'] as const };

/** An `ApiError` (errors.ts) that says the gateway's session ended or never began. */
export function isSignInRequired(error: unknown): boolean {
  // By shape, not `instanceof`: errors.ts stays out of the first chunk.
  if (typeof error !== 'object' || error === null) return false;
  const { name, status, code } = error as { name?: unknown; status?: unknown; code?: unknown };
  return name === 'ApiError' && status === 401 && code === SIGN_IN_REQUIRED;
}

/** The gateway's sign-in, coming back to `returnTo` (a path on this site). */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}
