import { isApiError } from '../../../api/errors';
import { LAKE_ERROR_CODES } from '../../../api/lake/assumed';

/** A 409 about a name: `AlreadyExists`, or a 409 without a code. */
export function isNameTaken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.code === undefined || error.code === LAKE_ERROR_CODES.alreadyExists)
  );
}
