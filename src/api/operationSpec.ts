import type { ZodMiniType } from 'zod/mini';

/**
 * The contract half of the operation registry (docs/design.md §1 "The contract module"): what an
 * operation is (name, method, path template, parameter builders, response schema) and the helpers
 * that define and fill one. Plain TypeScript: no fetch, no React, no TanStack Query, no
 * `import.meta.env`, so a Node process (the gateway, a test) can import the registries built from
 * it. Sending an operation is the client's half, `callOperation` in operation.ts.
 */

/** The three services, named as in the bases, query keys and errors. */
export type ServiceName = 'screen' | 'lake' | 'agent';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query or form parameter's value; null and undefined are left out when encoded. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * One operation of a service, described once. The client call, its query key and `queryOptions`
 * and the Settings fault editor's list are derived from this description; the mock declares its
 * own routes from the specs, and test/contract/routes.test.ts holds the two to each other.
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
 * operation's `name` (in errors, query keys and the fault editor).
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

/** Anything registered for a service, whatever its types (for lists and wiring). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = OperationSpec<any, any, any>;

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

/** What `refuse` throws; the client turns it into an `ApiError` of kind `invalid-request`. */
export class Refusal extends Error {
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
