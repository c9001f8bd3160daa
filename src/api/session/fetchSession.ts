import * as z from 'zod/mini';
import { isApiError } from '../errors';
import { request } from '../http';
import { NO_GATEWAY, SESSION_PATH, type Session } from './model';
import { sessionBodySchema } from './schemas';

/**
 * Reads the session. No content (a proxy that signs on its own says so, deploy/nginx.conf.template)
 * or a 404 is "no gateway" (NO_GATEWAY); a 401 (nobody signed in) and every other
 * failure throw the request core's `ApiError`. Its own module, loaded when first read: the schema
 * and the request core stay out of the console's first chunk (docs/design.md §6).
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  try {
    const body = await request({
      service: 'gateway',
      operation: 'GetSession',
      base: '',
      path: SESSION_PATH,
      schema: z.optional(sessionBodySchema),
      signal,
    });
    return body ? { ...body, gateway: true } : NO_GATEWAY;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return NO_GATEWAY;
    throw error;
  }
}
