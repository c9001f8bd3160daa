import { ApiError } from '../src/api/errors';

/** The ApiError a call fails with; throws (failing the test) if it succeeds or fails otherwise. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
