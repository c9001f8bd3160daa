import type { ZodMiniType } from 'zod/mini';
import { apiConfig, type ServiceName } from './config';
import { ApiError, parseRetryAfter, readErrorBody } from './errors';
import { stringifyJsonWithInt64 } from './losslessJson';
import type { QueryValue } from './operationSpec';

export type { QueryValue };

interface RequestOptions<T> {
  /** Whose base and error words apply; the gateway's own paths have no base (same origin). */
  service: ServiceName | 'gateway';
  /** The spec's operation name; carried into every error so a message says what failed. */
  operation: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path appended to the service base, e.g. `/api/v1/agent/webhook_endpoints`. */
  path: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as an `application/x-www-form-urlencoded` body (encoded like `query`): how an RPC service
   * takes a write's parameters, so they are never logged in URLs or cut by proxy limits.
   */
  form?: Record<string, QueryValue>;
  schema: ZodMiniType<T>;
  /** TanStack Query's signal (or any caller's), so cancelled queries abort the fetch. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** Body parser; services with int64 fields pass one that keeps every digit. */
  parseJson?: (text: string) => unknown;
  /** Overrides the configured base (tests, per-workspace agent URLs). */
  base?: string;
}

/** Joins a base (relative `/api/x` or absolute URL, with or without trailing slash) and a path. */
export function joinUrl(base: string, path: string): string {
  const left = base.replace(/\/+$/, '');
  const right = path.replace(/^\/+/, '');
  return right ? `${left}/${right}` : left || '/';
}

/** Parameters as `URLSearchParams`, leaving out null/undefined; booleans as `true`/`false`. */
export function encodeParams(values: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  return params;
}

/** Encodes query parameters (see `encodeParams`), with the leading `?` when there are any. */
export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  const text = query ? encodeParams(query).toString() : '';
  return text ? `?${text}` : '';
}

/** The fetch body and its content type: JSON, a form, or none. */
function requestBody(options: Pick<RequestOptions<unknown>, 'body' | 'form'>) {
  if (options.form !== undefined && options.body !== undefined) {
    throw new TypeError('A request sends a JSON body or a form, not both');
  }
  if (options.form !== undefined) {
    return {
      body: encodeParams(options.form),
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
  }
  if (options.body !== undefined) {
    // A bigint (an int64 sent back, docs/design.md §8) is written as bare digits.
    return { body: stringifyJsonWithInt64(options.body), type: 'application/json' };
  }
  return { body: undefined, type: undefined };
}

/** `data[3].delivery.status` from a zod issue path. */
function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

const TIMEOUT_REASON = 'parapet:timeout';

/** One signal that aborts when the caller aborts or the time limit passes. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT_REASON), timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => controller.signal.aborted && controller.signal.reason === TIMEOUT_REASON,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const { service, operation, method = 'GET' } = options;
  const url =
    joinUrl(options.base ?? (service === 'gateway' ? '' : apiConfig.bases[service]), options.path) +
    encodeQuery(options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const sent = requestBody(options);
  if (sent.type) headers['Content-Type'] = sent.type;

  const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'service' | 'operation'>) =>
    new ApiError({ service, operation, ...init });

  const limit = withTimeout(options.signal, options.timeoutMs ?? apiConfig.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: sent.body,
      signal: limit.signal,
    });
    text = await response.text();
  } catch (cause) {
    if (limit.timedOut()) {
      throw fail({ kind: 'timeout', message: `${operation} did not answer in time` });
    }
    // The caller cancelled (navigation, newer query): let the abort propagate untouched.
    if (options.signal?.aborted) throw cause;
    if (isOffline()) throw fail({ kind: 'offline', message: 'The browser is offline' });
    throw fail({
      kind: 'network',
      message: cause instanceof Error ? cause.message : 'Network request failed',
    });
  } finally {
    limit.dispose();
  }

  let body: unknown = undefined;
  let parseError = false;
  if (text !== '') {
    try {
      body = (options.parseJson ?? JSON.parse)(text);
    } catch {
      parseError = true;
    }
  }

  if (!response.ok) {
    const fields = readErrorBody(body);
    throw fail({
      kind: 'http',
      status: response.status,
      code: fields.code,
      message: fields.message ?? (response.statusText || `HTTP ${response.status}`),
      requestId: fields.requestId ?? response.headers.get('x-request-id') ?? undefined,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  if (parseError) {
    throw fail({
      kind: 'invalid-response',
      status: response.status,
      message: `${operation} returned a body that is not JSON`,
    });
  }

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const fieldPath = issue ? formatIssuePath(issue.path) : '(root)';
    throw fail({
      kind: 'invalid-response',
      status: response.status,
      fieldPath,
      message: `${operation} returned malformed data at ${fieldPath}: ${issue?.message ?? 'invalid'}`,
      requestId: readErrorBody(body).requestId,
    });
  }
  return parsed.data;
}
