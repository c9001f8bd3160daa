export { isSignInRequired, signInUrl, SIGN_IN_REQUIRED } from './signIn';
import type { ServiceName } from '../operationSpec';
import { RANK, roleForOperation, type Role } from '../roles';
import type { SessionBody } from './schemas';

export const SESSION_PATH = '/api/session';
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
