import type { ServiceName } from './config';

/** Who answered: one of the services, or the gateway in front of them (`/api/session`). */
export type ErrorSource = ServiceName | 'gateway';

/**
 * Why a call failed, as the UI needs to tell it apart:
 * - `http`: the service answered with an error status;
 * - `network`: no answer (connection refused, DNS, CORS, service worker error);
 * - `offline`: the browser says it has no network;
 * - `timeout`: no answer within the client's time limit;
 * - `invalid-response`: a 2xx whose body does not match the contract;
 * - `unauthenticated`: the client refused to send because a credential is missing;
 * - `invalid-request`: the client refused to send because a parameter is invalid (`fieldPath`).
 */
type ApiErrorKind =
  | 'http'
  | 'network'
  | 'offline'
  | 'timeout'
  | 'invalid-response'
  | 'unauthenticated'
  | 'invalid-request';

export interface ApiErrorInit {
  service: ErrorSource;
  operation: string;
  kind: ApiErrorKind;
  status?: number | undefined;
  code?: string | undefined;
  message: string;
  requestId?: string | undefined;
  /**
   * For `invalid-response`: where in the body the contract was broken, e.g. `data[3].status`;
   * for `invalid-request`: the parameter that was refused.
   */
  fieldPath?: string | undefined;
  /** A 429's or 503's `Retry-After`, in ms: the soonest the service asked to be called again. */
  retryAfterMs?: number | undefined;
}

export class ApiError extends Error {
  readonly service: ErrorSource;
  readonly operation: string;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  readonly fieldPath: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.service = init.service;
    this.operation = init.operation;
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.fieldPath = init.fieldPath;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** 401/403 and a missing credential: retrying will not help, the user must act. */
  get isAuth(): boolean {
    return this.kind === 'unauthenticated' || this.status === 401 || this.status === 403;
  }

  /**
   * Worth retrying automatically: no answer at all, a server-side failure, or too many requests
   * (429, retried no sooner than its `Retry-After`).
   */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'offline' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' &&
        this.status !== undefined &&
        (this.status >= 500 || this.status === 429))
    );
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type Fields = { code?: string; message?: string; requestId?: string };

function str(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function pick(body: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
}

/**
 * Reads the error fields out of any of the three services' error bodies (docs/design.md §3):
 * screen `{RequestId, Code, Message}`, lake `{code, message}` (also capitalized, integer code),
 * agent `{type:'error', error:{type, message}, request_id}`.
 */
export function readErrorBody(body: unknown): Fields {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (typeof nested === 'object' && nested !== null) {
    const inner = nested as Record<string, unknown>;
    return {
      // A gateway's answer names its `code` beside the agent service's `type` (SignInRequired).
      code: str(inner.code) ?? str(inner.type),
      message: str(inner.message),
      requestId: str(pick(record, 'request_id', 'requestId', 'RequestId')),
    };
  }
  return {
    code: str(pick(record, 'code', 'Code', 'errorCode', 'ErrorCode')),
    message: str(pick(record, 'message', 'Message', 'errorMessage', 'ErrorMessage')),
    requestId: str(pick(record, 'RequestId', 'requestId', 'request_id')),
  };
}

/**
 * `Retry-After` as milliseconds from `now`: delay-seconds or an HTTP date; undefined when absent
 * or unreadable, 0 for a date in the past.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
