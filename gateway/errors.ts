/**
 * The gateway's own answers (a refusal, an upstream that timed out or could not be reached) in
 * the error body of the service the console called, so the console reads them as it reads that
 * service's errors (src/api/errors.ts `readErrorBody`): status, code, message and request id.
 * - screen: `{RequestId, Code, Message}`
 * - lake: `{code, message}`, the request id in `x-request-id` (as the lake answers)
 * - agent: `{type: 'error', error: {type, message}, request_id}`
 * Anything else under /api: `{code, message, requestId}`.
 */
import type { ServiceName } from '../src/api/contract';

export type Answering = ServiceName | 'api';

/** The reasons the gateway answers itself, each with its status and code. */
export const GATEWAY_ERRORS = {
  unknownOperation: { status: 404, code: 'InvalidAction.NotFound', agent: 'not_found_error' },
  unknownPath: { status: 404, code: 'InvalidApi.NotFound', agent: 'not_found_error' },
  wrongMethod: { status: 405, code: 'MethodNotAllowed', agent: 'invalid_request_error' },
  badPath: { status: 400, code: 'InvalidPath', agent: 'invalid_request_error' },
  badQuery: { status: 400, code: 'InvalidParameter', agent: 'invalid_request_error' },
  badRequest: { status: 400, code: 'InvalidRequest', agent: 'invalid_request_error' },
  tooLarge: { status: 413, code: 'RequestTooLarge', agent: 'request_too_large' },
  notConfigured: { status: 503, code: 'ServiceNotConfigured', agent: 'api_error' },
  credentials: { status: 503, code: 'CredentialsUnavailable', agent: 'api_error' },
  /** A write is not sent when its audit record cannot be written first; nor is activity read. */
  databaseUnavailable: { status: 503, code: 'AuditUnavailable', agent: 'api_error' },
  unreachable: { status: 502, code: 'BadGateway', agent: 'api_error' },
  timeout: { status: 504, code: 'GatewayTimeout', agent: 'api_error' },
  internal: { status: 500, code: 'InternalError', agent: 'api_error' },
} as const;

export type GatewayErrorName = keyof typeof GATEWAY_ERRORS;

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A reason the gateway answers with: one of its own, or another's (a role check's 403). */
export interface ErrorReason {
  status: number;
  code: string;
  /** The agent service's error `type` for it. */
  agent: string;
}

export function errorAnswer(
  service: Answering,
  reason: GatewayErrorName | ErrorReason,
  message: string,
  requestId: string,
): ErrorAnswer {
  const { status, code, agent } = typeof reason === 'string' ? GATEWAY_ERRORS[reason] : reason;
  const headers = { 'x-request-id': requestId, 'cache-control': 'no-store' };
  switch (service) {
    case 'screen':
      return { status, headers, body: { RequestId: requestId, Code: code, Message: message } };
    case 'lake':
      return { status, headers, body: { code, message } };
    case 'agent':
      return {
        status,
        headers,
        // `code` beside the service's own `type`: the console tells a sign-in that ended
        // (`SignInRequired`) from a key the agent service refused.
        body: { type: 'error', error: { type: agent, code, message }, request_id: requestId },
      };
    case 'api':
      return { status, headers, body: { code, message, requestId } };
  }
}
