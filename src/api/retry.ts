import { isApiError } from './errors';

export const MAX_RETRIES = 3;

/** Retry only what may succeed on its own: no answer, timeouts, 5xx and 429. No other 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error) || !error.isTransient) return false;
  // A service that asks for more than a minute's rest is not retried here: the next refresh asks.
  return (error.retryAfterMs ?? 0) <= MAX_RETRY_AFTER_MS;
}

/** The longest a `Retry-After` is waited for before a retry; a longer one fails the query. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Exponential backoff with a cap: 500 ms, 1 s, 2 s … ≤ 8 s; never sooner than a 429's or 503's
 * `Retry-After` (up to a minute).
 */
export function retryDelay(attempt: number, error?: unknown): number {
  const backoff = Math.min(500 * 2 ** attempt, 8_000);
  const asked = isApiError(error) ? error.retryAfterMs : undefined;
  return asked === undefined ? backoff : Math.max(backoff, Math.min(asked, MAX_RETRY_AFTER_MS));
}
