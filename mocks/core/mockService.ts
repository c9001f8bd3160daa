import { http, type HttpHandler, type PathParams } from 'msw';
import type { ServiceName } from '../../src/api/config';
import { errorResponse, requestId, SERVICE_RESPONSES } from './respond';
import type { RestRoute, RouteMethod, RpcRoute } from './routes';
import { withFaults } from './withFaults';
import { roleRefusal } from './roleState';
import { deviceRefusal } from '../deviceLinks/scope';
import { auditCalls } from '../activity/record';
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
  /** The route path's `:params`, as sent. */
  path: Record<string, string>;
  /** The query string's parameters, and a form body's (a POSTed RPC write) over them. */
  query: URLSearchParams;
}

/** A handler body: a plain object becomes the service's success body (with its request id). */
export type MockBody = (req: MockRequest) => unknown;

interface CommonOptions {
  /** Runs after faults and before the body; throws `MockHttpError` to refuse (e.g. a bad key). */
  authenticate?: (request: Request, params: URLSearchParams) => void;
}

/** A REST service: each operation has its own method and path (the service's route table). */
interface RestOptions<Name extends string> extends CommonOptions {
  routes: Readonly<Record<Name, RestRoute>>;
}

/**
 * An RPC service (the screen): every operation is answered at one path, `identify` names the
 * operation a request is for from its parameters (`Action`, in the query string or a form body),
 * and a method the operation's route does not accept is refused with `refusal`'s status and code.
 */
interface RpcOptions<Name extends string> extends CommonOptions {
  rpc: {
    path: string;
    routes: Readonly<Record<Name, RpcRoute>>;
    identify: (params: URLSearchParams) => string | null;
    refusal: { status: number; code: string };
  };
}

/** Route paths have single `:name` segments; msw types them more loosely. */
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

const lower = (method: RouteMethod) => method.toLowerCase() as Lowercase<RouteMethod>;

/**
 * A service's mock handlers, built from its own route table: every operation gets the same fault
 * injection, authentication, error body and request id. `handlers()` refuses to build while any
 * route has no body. REST routes are tried in the order their bodies are registered (`on`).
 */
export function mockService<Name extends string>(
  service: ServiceName,
  options: RestOptions<Name> | RpcOptions<Name>,
) {
  const bodies = new Map<Name, MockBody>();
  const routeNames = Object.keys('rpc' in options ? options.rpc.routes : options.routes) as Name[];

  const answer = (name: Name, body: MockBody) =>
    auditCalls(
      service,
      name,
      withFaults<PathParams>(service, name, async ({ request, params }) => {
        try {
          const query = await requestParams(request);
          // As the gateway would: a tab holding a device link is that wall, whose link decides
          // (an ended link is 401, anything its screens do not read 403); else the demo's role.
          const device = deviceRefusal(service, name, query);
          if (device) throw new MockHttpError(device.status, device.message, device.code);
          const refused = roleRefusal(service, name);
          if (refused) throw new MockHttpError(403, refused, 'Forbidden.Role');
          options.authenticate?.(request, query);
          const result = await body({ request, path: singleValues(params), query });
          if (result instanceof Response) return result;
          // The hostile-data corpus replaces what a person reads, never what the mock looks up.
          const answered = getCorpus() ? rewriteBody(service, result) : result;
          return SERVICE_RESPONSES[service].success(answered, requestId());
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
      }),
    );

  function rpcHandlers(
    rpc: RpcOptions<Name>['rpc'],
    resolvers: Map<Name, ReturnType<typeof answer>>,
  ) {
    const routes: Readonly<Record<string, RpcRoute>> = rpc.routes;
    return [
      http.all(`*${rpc.path}`, async (info) => {
        const name = rpc.identify(await requestParams(info.request));
        const route = name !== null && Object.hasOwn(routes, name) ? routes[name] : undefined;
        const resolver = route ? resolvers.get(name as Name) : undefined;
        if (!route || !resolver) {
          return errorResponse(service, {
            status: 400,
            message: `Unknown operation ${JSON.stringify(name)}`,
          });
        }
        const method = info.request.method.toUpperCase();
        if (!route.methods.some((allowed) => allowed === method)) {
          const refused = errorResponse(service, {
            status: rpc.refusal.status,
            code: rpc.refusal.code,
            message: `${name} is sent with ${route.methods.join(' or ')}, not ${method}.`,
          });
          refused.headers.set('Allow', route.methods.join(', '));
          return refused;
        }
        return resolver(info);
      }),
    ];
  }

  return {
    /** The body of one operation of the route table. */
    on(name: Name, body: MockBody): void {
      if (!routeNames.includes(name)) throw new Error(`${name} is not a ${service} route`);
      bodies.set(name, body);
    },

    handlers(): HttpHandler[] {
      const missing = routeNames.filter((name) => !bodies.has(name));
      if (missing.length) throw new Error(`No mock body for ${missing.join(', ')}`);
      const resolvers = new Map([...bodies].map(([name, body]) => [name, answer(name, body)]));
      if ('rpc' in options) return rpcHandlers(options.rpc, resolvers);
      const { routes } = options;
      return [...resolvers].map(([name, resolver]) => {
        const route = routes[name];
        return http[lower(route.method)](`*${route.path}`, resolver);
      });
    },
  };
}
