import { http, type HttpHandler, type PathParams } from 'msw';
import type { ServiceName } from '../../src/api/config';
import type { AnyOperation } from '../../src/api/operationSpec';
import { errorResponse, requestId, SERVICE_RESPONSES } from './respond';
import { withFaults } from './withFaults';
import { rewriteBody } from '../corpus/rewrite';
import { getCorpus } from '../corpus/state';

/** Thrown by a handler body (or a service's auth check) to answer with the service's error body. */
export class MockHttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Extra fields for the service's error body (lake: resourceType, resourceName, field style). */
  readonly details: Readonly<Record<string, unknown>> | undefined;
  constructor(
    status: number,
    message: string,
    code?: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface MockRequest {
  request: Request;
  /** The registry path's `:params`, as sent. */
  path: Record<string, string>;
  /** The query string's parameters, and a form body's (a POSTed RPC write) over them. */
  query: URLSearchParams;
}

/** A handler body: a plain object becomes the service's success body (with its request id). */
export type MockBody = (req: MockRequest) => unknown;

interface MockServiceOptions {
  /** Runs after faults and before the body; throws `MockHttpError` to refuse (e.g. a bad key). */
  authenticate?: (request: Request, params: URLSearchParams) => void;
  /**
   * For RPC services (the screen): every operation is answered at one path, with each of these
   * methods, and `identify` names the operation a request is for from its parameters (`Action`,
   * in the query string or a form body). REST services leave it out; the registry's method and
   * path pick the operation.
   */
  rpc?: {
    path: string;
    methods: readonly AnyOperation['method'][];
    identify: (params: URLSearchParams) => string | null;
  };
}

/** Registry paths have single `:name` segments; msw types them more loosely. */
function singleValues(params: PathParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

/**
 * A request's parameters: its query string, with a form body's fields over them (an RPC write is
 * POSTed as `application/x-www-form-urlencoded`). JSON bodies are left for the handler to read.
 */
export async function requestParams(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'GET' && type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.clone().text());
    form.forEach((_value, key) => params.delete(key));
    form.forEach((value, key) => params.append(key, value));
  }
  return params;
}

const lower = (method: AnyOperation['method']) =>
  method.toLowerCase() as Lowercase<AnyOperation['method']>;

interface Registered {
  op: AnyOperation;
  body: MockBody;
}

/**
 * A service's mock handlers, built from the operation registry: the msw route is the registry's
 * method and path, and every operation gets the same fault injection, authentication, error body
 * and request id. `handlers(registry)` refuses to build while any registered operation has no body.
 */
export function mockService(service: ServiceName, options: MockServiceOptions = {}) {
  const bodies = new Map<string, Registered>();

  const answer = (entry: Registered) =>
    withFaults<PathParams>(service, entry.op.name, async ({ request, params }) => {
      try {
        const query = await requestParams(request);
        options.authenticate?.(request, query);
        const result = await entry.body({ request, path: singleValues(params), query });
        if (result instanceof Response) return result;
        // The hostile-data corpus replaces what a person reads, never what the mock looks up.
        const body = getCorpus() ? rewriteBody(service, result) : result;
        return SERVICE_RESPONSES[service].success(body, requestId());
      } catch (error) {
        if (error instanceof MockHttpError) {
          return errorResponse(service, {
            status: error.status,
            message: error.message,
            ...(error.code === undefined ? {} : { code: error.code }),
            ...(error.details === undefined ? {} : { details: error.details }),
          });
        }
        throw error;
      }
    });

  return {
    /** The body of one registered operation. */
    on(op: AnyOperation, body: MockBody): void {
      if (op.service !== service) throw new Error(`${op.name} belongs to ${op.service}`);
      bodies.set(op.name, { op, body });
    },

    handlers(registry: Record<string, AnyOperation>): HttpHandler[] {
      const missing = Object.values(registry).filter((op) => !bodies.has(op.name));
      if (missing.length) {
        throw new Error(`No mock body for ${missing.map((op) => op.name).join(', ')}`);
      }
      const resolvers = new Map(
        [...bodies.values()].map((entry) => [entry.op.name, answer(entry)]),
      );
      const { rpc } = options;
      if (rpc) {
        return rpc.methods.map((method) =>
          http[lower(method)](`*${rpc.path}`, async (info) => {
            const name = rpc.identify(await requestParams(info.request));
            const resolver = name === null ? undefined : resolvers.get(name);
            if (resolver) return resolver(info);
            return errorResponse(service, {
              status: 400,
              message: `Unknown operation ${JSON.stringify(name)}`,
            });
          }),
        );
      }
      return [...bodies.values()].map(({ op }) => {
        const resolver = resolvers.get(op.name);
        if (!resolver) throw new Error(`unreachable: ${op.name} has a body`);
        return http[lower(op.method)](`*${op.path}`, resolver);
      });
    },
  };
}
