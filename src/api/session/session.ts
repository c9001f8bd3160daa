import { request } from '../http';
import { isApiError } from '../errors';
import type { ServiceName } from '../operationSpec';
import { RANK, roleForOperation, type Role } from '../roles';
import { sessionBodySchema, type SessionBody } from './schemas';

export const SESSION_PATH = '/api/session';
export const SIGN_IN_PATH = '/auth/login';
/** The code of every 401 the gateway answers for a call without a valid session. */
export const SIGN_IN_REQUIRED = 'SignInRequired';
/** The code of a 403 for a call the person's role does not allow (the gateway, the demo's mock). */
export const FORBIDDEN_ROLE = 'Forbidden.Role';

/**
 * Who the console acts for. `gateway: false`: nothing answers `/api/session` (a deployment whose
 * proxy authenticates and signs on its own): the console lets the services decide, as before.
 */
export type Session =
  | (SessionBody & { gateway: true })
  | { gateway: false; auth: 'absent'; role: null; operations: null };

export const NO_GATEWAY: Session = { gateway: false, auth: 'absent', role: null, operations: null };

/**
 * Reads the session. A 404 is "no gateway" (NO_GATEWAY); a 401 (nobody signed in) and every other
 * failure throw the request core's `ApiError`.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  try {
    const body = await request({
      service: 'gateway',
      operation: 'GetSession',
      base: '',
      path: SESSION_PATH,
      schema: sessionBodySchema,
      signal,
    });
    return { ...body, gateway: true };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return NO_GATEWAY;
    throw error;
  }
}

export function isSignInRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === SIGN_IN_REQUIRED;
}

/** The gateway's sign-in, coming back to `returnTo` (a path on this site). */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** What a session lets its person do with one operation. */
export interface Permission {
  allowed: boolean;
  /** The least role that may call it. */
  needs: Role;
  /** The person's role; null without a gateway. */
  role: Role | null;
}

export function permissionFor(
  session: Session | undefined,
  service: ServiceName,
  operation: string,
): Permission {
  const needs = roleForOperation(operation);
  // Until the session is known, and without a gateway, the service decides (and says so).
  if (!session || !session.gateway) return { allowed: true, needs, role: null };
  return {
    allowed: session.operations[service].includes(operation),
    needs,
    role: session.role,
  };
}

/** Whether a role includes another (an admin may do what an editor may). */
export function roleIncludes(role: Role, other: Role): boolean {
  return RANK[role] >= RANK[other];
}
