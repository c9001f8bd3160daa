/**
 * The mock's own route tables (docs/design.md §4): each service's operations with the method and
 * path its spec gives, written in the mock from the spec rather than read from the console's
 * registry, so a wrong path or method in the client is not mirrored by the service it is tested
 * against. test/contract/routes.test.ts holds the two sides to each other.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const ROUTE_METHODS: readonly RouteMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A REST route as the spec's endpoint tables write it: method, a space, and the path under the
 * service base with `{name}` segments (`'GET /lake/v1/catalogs/{catalog}'`).
 */
export type SpecRoute = `${RouteMethod} /${string}`;

/** A REST route: one method at one path (msw's `:name` segments). */
export interface RestRoute {
  method: RouteMethod;
  path: string;
}

/**
 * An RPC route: every operation of the service is answered at the service's own path and named
 * by a parameter; the route is the methods the spec accepts for the operation.
 */
export interface RpcRoute {
  methods: readonly RouteMethod[];
}

/** `'GET /lake/v1/catalogs/{catalog}'` → `{method: 'GET', path: '/lake/v1/catalogs/:catalog'}`. */
export function parseSpecRoute(route: SpecRoute): RestRoute {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as RouteMethod;
  const path = route.slice(space + 1);
  if (!ROUTE_METHODS.includes(method) || !path.startsWith('/') || /\s/.test(path)) {
    throw new Error(`Not a route: ${JSON.stringify(route)}`);
  }
  return { method, path: path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1') };
}

/** A service's REST routes, written as the spec writes them. */
export function restRoutes<Name extends string>(
  table: Readonly<Record<Name, SpecRoute>>,
): Readonly<Record<Name, RestRoute>> {
  const out = {} as Record<Name, RestRoute>;
  for (const name of Object.keys(table) as Name[]) out[name] = parseSpecRoute(table[name]);
  return out;
}
