import { serviceKeys } from '../serviceKeys';

/** The screen service's key roots, apart from queries.ts so callers can invalidate without zod. */
export const screenKeys = serviceKeys('screen');
