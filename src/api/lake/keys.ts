import { serviceKeys } from '../serviceKeys';

/** The lake service's key roots, apart from queries.ts so callers can invalidate without zod. */
export const lakeKeys = serviceKeys('lake');
