/**
 * What the gateway knows about the request it is answering, on `request.parapet`. With sign-in
 * (auth.ts) an `onRequest` hook fills `user` and `role` from the session cookie of every API call,
 * and `authorize` checks the role (roles.ts); with `auth.mode: none` both stay null and
 * `allowEveryOperation` lets every allowed operation through.
 */
import type { AllowedOperation } from './allowList';
import type { StoredDeviceLink } from './store/deviceLinkStore';

export interface SignedInUser {
  /** The IdP's `sub`. */
  subject: string;
  email: string | null;
  name: string | null;
}

export interface RequestContext {
  /** The gateway's id for this request (`x-parapet-request-id`, every log line's `reqId`). */
  requestId: string;
  user: SignedInUser | null;
  role: string | null;
  /** A wall's computer through a device link (deviceGate.ts), when no person is signed in. */
  device: StoredDeviceLink | null;
  /** The operation the request was matched to, once it is. */
  operation: AllowedOperation | null;
  /** The upstream's status, once it answered. */
  upstreamStatus: number | null;
}

export function newContext(requestId: string): RequestContext {
  return {
    requestId,
    user: null,
    role: null,
    device: null,
    operation: null,
    upstreamStatus: null,
  };
}

/** Why a call is refused before it is sent, or null to send it. */
export interface Refusal {
  status: 401 | 403;
  code: string;
  message: string;
}

/** The names the call acts on (audit.ts `auditResource`): a device link is held to its screens'. */
export type Authorize = (
  context: RequestContext,
  operation: AllowedOperation,
  resource: Readonly<Record<string, string>>,
) => Refusal | null | Promise<Refusal | null>;

/** `auth.mode: none`: every allowed operation is sent. */
export const allowEveryOperation: Authorize = () => null;

declare module 'fastify' {
  interface FastifyRequest {
    parapet: RequestContext;
  }
}
