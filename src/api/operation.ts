import type { ZodMiniType } from 'zod/mini';
import type { ServiceName } from './config';
import { ApiError } from './errors';
import { request, type QueryValue } from './http';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of a service, described once. The client call, its query key and `queryOptions`,
 * the mock handler (path, faults, auth, error body, request id) and the Settings fault editor are
 * all derived from this description, so an operation's name and path are never written twice.
 */
export interface OperationSpec<Params, Response, Result = Response> {
  service: ServiceName;
  /** The spec's operation name (`ListWebhookEvents`, `DescribeScreenDataMap`, `ListCatalogs`). */
  name: string;
  method: HttpMethod;
  /** Path under the service base; `:name` segments are filled from the same-named params. */
  path: string;
  /**
   * Query parameters to send. Clamp here; a parameter that cannot be sent at all is refused with
   * `refuse(field, message)`, so the call fails as `invalid-request` before anything is sent.
   */
  query?: (params: Params) => Record<string, QueryValue>;
  /** JSON body to send (built like `query`). */
  body?: (params: Params) => unknown;
  /** Form body to send (`application/x-www-form-urlencoded`): an RPC service's write parameters. */
  form?: (params: Params) => Record<string, QueryValue>;
  response: ZodMiniType<Response>;
  /** What callers get from the validated response (e.g. unwrap `data`, drop the request id). */
  result?: (response: Response) => Result;
  /** The spec does not show this response: the schema is ours (assumed.ts) and may need fixing. */
  assumed?: boolean;
  /** How long a cached answer counts as fresh. */
  staleTime?: number;
  /**
   * This operation's body parser, in place of its service's: a response with int64 values above
   * 2^53 (Iceberg snapshot ids) reads them losslessly (docs/design.md §8) without changing how the
   * service's other responses are read.
   */
  parseJson?: (text: string) => unknown;
}

/** An operation before it joins its service's registry, which gives it its service and name. */
type OperationDraft<Params, Response, Result = Response> = Omit<
  OperationSpec<Params, Response, Result>,
  'service' | 'name'
>;

/** One operation with its types inferred: `defineOperation<Params>()({ method, path, … })`. */
export function defineOperation<Params = void>() {
  return <Response, Result = Response>(
    draft: OperationDraft<Params, Response, Result>,
  ): OperationDraft<Params, Response, Result> => draft;
}

type Registry<R> = {
  [K in keyof R]: R[K] extends OperationDraft<infer P, infer Response, infer Result>
    ? // Without a `result` unwrap nothing infers Result (it comes out as any): callers get the response.
      OperationSpec<P, Response, unknown extends Result ? Response : Result>
    : never;
};

/**
 * A service's registry: each key is the spec's operation name, written once, and becomes the
 * operation's `name` (in errors, query keys, mock routes and the fault editor).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function defineOperations<R extends Record<string, OperationDraft<any, any, any>>>(
  service: ServiceName,
  drafts: R,
): Registry<R> {
  const registry: Record<string, AnyOperation> = {};
  for (const [name, draft] of Object.entries(drafts)) registry[name] = { ...draft, service, name };
  return registry as Registry<R>;
}

/** Anything registered for a service, whatever its types (for lists and mock wiring). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = OperationSpec<any, any, any>;

/** How a service sends every call: credentials, a lossless JSON parser for int64 fields. */
interface ServiceTransport {
  /** Headers for every call; may throw an `ApiError` to refuse sending (no credential). */
  headers?: (operation: string) => Record<string, string>;
  parseJson?: (text: string) => unknown;
  /**
   * Query parameters every call carries, before the operation's own: an RPC service names the
   * operation and its version here (`Action`, `Version`), so registry entries never repeat them.
   */
  query?: (operation: string) => Record<string, QueryValue>;
}

const transports: Partial<Record<ServiceName, ServiceTransport>> = {};

/** Each service registers its transport once, next to its operations. */
export function registerTransport(service: ServiceName, transport: ServiceTransport): void {
  transports[service] = transport;
}

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path template's `:params`, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
}

/** `/x/:id/events` + `{id: 'a b'}` → `/x/a%20b/events`; a missing value is a programming error. */
export function fillPath(template: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return template.replace(PATH_PARAM, (_match, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Path parameter "${name}" of ${template} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

class Refusal extends Error {
  constructor(
    readonly fieldPath: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Called by an operation's `query` or `body` builder for a parameter the service must never get
 * (it would refuse it or misread it): the call rejects with an `ApiError` of kind
 * `invalid-request` naming `fieldPath`, and no request is sent.
 */
export function refuse(fieldPath: string, message: string): never {
  throw new Refusal(fieldPath, message);
}

/** The builders' output, or the `invalid-request` error of a refused parameter. */
function build<T>(op: AnyOperation, builder: () => T): T {
  try {
    return builder();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new ApiError({
      service: op.service,
      operation: op.name,
      kind: 'invalid-request',
      fieldPath: error.fieldPath,
      message: error.message,
    });
  }
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Sends one operation through the request core and returns its result. */
export async function callOperation<Params, Response, Result>(
  op: OperationSpec<Params, Response, Result>,
  params: Params,
  options: CallOptions = {},
): Promise<Result> {
  const transport = transports[op.service] ?? {};
  const query = build(op, () => op.query?.(params));
  const body = build(op, () => op.body?.(params));
  const response = await request({
    service: op.service,
    operation: op.name,
    method: op.method,
    path: fillPath(op.path, params),
    query: transport.query || query ? { ...transport.query?.(op.name), ...query } : undefined,
    body,
    form: build(op, () => op.form?.(params)),
    headers: transport.headers?.(op.name),
    parseJson: op.parseJson ?? transport.parseJson,
    schema: op.response,
    signal: options.signal,
  });
  return op.result ? op.result(response) : (response as unknown as Result);
}
