import { serviceKeys } from '../serviceKeys';

/**
 * The agent service's key roots. Kept apart from queries.ts so the app shell can reset every
 * agent cache entry (`agentKeys.all`) without loading the client and zod.
 */
export const agentKeys = serviceKeys('agent');
