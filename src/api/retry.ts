import { isApiError } from './errors';

export const MAX_RETRIES = 3;

/** Retry only what may succeed on its own: no answer, timeouts and 5xx. Never a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return isApiError(error) && error.isTransient;
}

/** Exponential backoff with a cap: 500 ms, 1 s, 2 s … ≤ 8 s. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000);
}
