/**
 * What the gateway lets through, derived from the operation registries the console sends with
 * (src/api/contract.ts), so the two cannot drift: the screen by `Action` (one RPC path), the lake
 * and the agent by method and path template. Anything else is refused before any upstream sees it.
 */
import {
  OPERATION_REGISTRIES,
  type AnyOperation,
  type HttpMethod,
  type ServiceName,
} from '../src/api/contract';

/** Reads that hand out storage credentials: audited like writes (docs/design.md §9). */
export const TOKEN_READS: ReadonlySet<string> = new Set(['GetCatalogToken', 'GetTableToken']);

export interface AllowedOperation {
  service: ServiceName;
  /** The spec's operation name: `x-acs-action`, the audit line's `operation`. */
  name: string;
  method: HttpMethod;
  /** The path template under the service prefix (`''` for the screen's RPC path). */
  path: string;
  /** Changes something: one audit line per call. */
  write: boolean;
  /** Hands out storage credentials: one audit line per call. */
  tokenRead: boolean;
}

interface RestRoute {
  op: AllowedOperation;
  /** The template's segments; `null` for a `:param` segment. */
  segments: readonly (string | null)[];
  params: readonly string[];
}

export type RestMatch =
  | { kind: 'match'; op: AllowedOperation; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: HttpMethod[] }
  | { kind: 'none' };

export type ActionMatch =
  | { kind: 'match'; op: AllowedOperation }
  | { kind: 'wrong-method'; allow: HttpMethod[] }
  | { kind: 'none' };

function allowed(op: AnyOperation): AllowedOperation {
  return {
    service: op.service,
    name: op.name,
    method: op.method,
    path: op.path,
    write: op.method !== 'GET',
    tokenRead: TOKEN_READS.has(op.name),
  };
}

function restRoute(op: AnyOperation): RestRoute {
  const parts = op.path.split('/').slice(1);
  return {
    op: allowed(op),
    segments: parts.map((part) => (part.startsWith(':') ? null : part)),
    params: parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1)),
  };
}

/**
 * `a` before `b` when it is the more specific template: only templates of one length can match
 * the same path, and among those, at the first segment where they differ, a literal beats a
 * parameter (`/catalogs/:catalog` beats `/:catalogId/databases` for `/catalogs/databases`), as a
 * router would choose. A total order, so the sort is well defined.
 */
function moreSpecific(a: RestRoute, b: RestRoute): number {
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
  for (let i = 0; i < a.segments.length; i += 1) {
    const left = a.segments[i] !== null;
    const right = b.segments[i] !== null;
    if (left !== right) return left ? -1 : 1;
  }
  return 0;
}

function matches(route: RestRoute, segments: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const values: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const want = route.segments[i];
    const got = segments[i] ?? '';
    if (want === null) {
      if (got === '') return null;
      values.push(got);
    } else if (want !== got) return null;
  }
  return Object.fromEntries(route.params.map((name, i) => [name, values[i] ?? '']));
}

export class AllowList {
  private readonly actions = new Map<string, AllowedOperation>();
  private readonly routes: Record<'lake' | 'agent', RestRoute[]> = { lake: [], agent: [] };

  constructor(
    registries: Readonly<
      Record<ServiceName, Readonly<Record<string, AnyOperation>>>
    > = OPERATION_REGISTRIES,
  ) {
    for (const op of Object.values(registries.screen)) {
      if (op.path !== '') throw new Error(`screen operation ${op.name} has a path: RPC has one`);
      this.actions.set(op.name, allowed(op));
    }
    for (const service of ['lake', 'agent'] as const) {
      this.routes[service] = Object.values(registries[service]).map(restRoute).sort(moreSpecific);
    }
  }

  /** How many operations pass, per service. */
  counts(): Record<ServiceName, number> {
    return {
      screen: this.actions.size,
      lake: this.routes.lake.length,
      agent: this.routes.agent.length,
    };
  }

  /** Every allowed operation of a service (for the session's "what may I call", later). */
  operations(service: ServiceName): AllowedOperation[] {
    return service === 'screen'
      ? [...this.actions.values()]
      : this.routes[service].map((route) => route.op);
  }

  /** A screen call: its `Action` and method. */
  screenAction(action: string | null, method: string): ActionMatch {
    const op = action === null ? undefined : this.actions.get(action);
    if (!op) return { kind: 'none' };
    return op.method === method
      ? { kind: 'match', op }
      : { kind: 'wrong-method', allow: [op.method] };
  }

  /**
   * A lake or agent call: its method and the path's segments under the service prefix (still
   * percent-encoded; parameters are returned as sent).
   */
  rest(service: 'lake' | 'agent', method: string, segments: readonly string[]): RestMatch {
    const allow = new Set<HttpMethod>();
    for (const route of this.routes[service]) {
      const params = matches(route, segments);
      if (!params) continue;
      if (route.op.method === method) return { kind: 'match', op: route.op, params };
      allow.add(route.op.method);
    }
    return allow.size ? { kind: 'wrong-method', allow: [...allow].sort() } : { kind: 'none' };
  }
}
