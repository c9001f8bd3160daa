// @vitest-environment node
/**
 * The console's operation registries (src/api/contract.ts) and the mock's route tables
 * (mocks/<service>/routes.ts, written from the specs) must name the same operations with the same
 * method and path. Neither side is derived from the other, so a wrong path or method in the client
 * fails here instead of being mirrored by the mock it is tested against.
 */
import { OPERATION_REGISTRIES, type AnyOperation } from '../../src/api/contract';
import { AGENT_ROUTES } from '../../mocks/agent/routes';
import type { RestRoute, RpcRoute } from '../../mocks/core/routes';
import { LAKE_ROUTES } from '../../mocks/lake/routes';
import { SCREEN_ROUTES, SCREEN_RPC_PATH } from '../../mocks/screen/routes';

type Registry = Readonly<Record<string, AnyOperation>>;

/** The mock's side of one service: REST routes, or RPC routes at one path. */
type MockRoutes =
  | { kind: 'rest'; routes: Readonly<Record<string, RestRoute>> }
  | { kind: 'rpc'; path: string; routes: Readonly<Record<string, RpcRoute>> };

/** A path with its parameters' names left out: `/a/:x/b/{y}` → `/a/:/b/:`. */
const pathShape = (path: string) => path.replace(/:[A-Za-z_]\w*|\{[A-Za-z_]\w*\}/g, ':');

/** Every disagreement between a registry and the mock's routes, one readable line each. */
function routeMismatches(registry: Registry, mock: MockRoutes): string[] {
  const problems: string[] = [];
  const mockNames = new Set(Object.keys(mock.routes));
  for (const [key, op] of Object.entries(registry)) {
    if (!mockNames.has(key)) {
      problems.push(`${key}: in the client's registry, not in the mock's routes`);
      continue;
    }
    const client = `${op.method} ${op.path}`;
    if (mock.kind === 'rest') {
      const route = mock.routes[key]!;
      if (op.method !== route.method || pathShape(op.path) !== pathShape(route.path)) {
        problems.push(`${key}: client ${client}, mock ${route.method} ${route.path}`);
      }
    } else {
      const route = mock.routes[key]!;
      if (!route.methods.includes(op.method) || op.path !== mock.path) {
        problems.push(`${key}: client ${client}, mock ${route.methods.join('|')} ${mock.path}`);
      }
    }
  }
  for (const name of mockNames) {
    if (!Object.hasOwn(registry, name)) {
      problems.push(`${name}: in the mock's routes, not in the client's registry`);
    }
  }
  return problems;
}

const MOCK_ROUTES = {
  screen: { kind: 'rpc', path: SCREEN_RPC_PATH, routes: SCREEN_ROUTES },
  lake: { kind: 'rest', routes: LAKE_ROUTES },
  agent: { kind: 'rest', routes: AGENT_ROUTES },
} as const satisfies Record<keyof typeof OPERATION_REGISTRIES, MockRoutes>;

describe("the client's registries and the mock's routes", () => {
  it('agree on every operation, method and path', () => {
    const counts: Record<string, number> = {};
    for (const [service, registry] of Object.entries(OPERATION_REGISTRIES)) {
      const mock = MOCK_ROUTES[service as keyof typeof MOCK_ROUTES];
      expect(routeMismatches(registry, mock), service).toEqual([]);
      counts[service] = Object.keys(registry).length;
    }
    console.info('operations checked against the mock routes, per service:', counts);
    // Screen: the spec's 19. Lake: the spec's 49 shown operations and the 13 it lists without a
    // shape (assumed paths). Agent: the spec's 3.
    expect(counts).toEqual({ screen: 19, lake: 62, agent: 3 });
  });

  describe('fail when one side changes (altered copies)', () => {
    const lake = OPERATION_REGISTRIES.lake;
    const screen = OPERATION_REGISTRIES.screen;
    const GetTable = lake.GetTable!;

    it('a method or path changed in the client', () => {
      const altered = {
        ...lake,
        GetTable: { ...GetTable, method: 'POST' as const },
        DropCatalog: { ...lake.DropCatalog!, path: '/lake/v1/catalog/:catalog' },
      };
      expect(routeMismatches(altered, MOCK_ROUTES.lake).sort()).toEqual([
        'DropCatalog: client DELETE /lake/v1/catalog/:catalog, mock DELETE /lake/v1/catalogs/:catalog',
        'GetTable: client POST /lake/v1/:catalogId/databases/:database/tables/:table, mock GET /lake/v1/:catalogId/databases/:database/tables/:table',
      ]);
    });

    it('a route changed, missing or added in the mock', () => {
      const routes: Record<string, RestRoute> = { ...LAKE_ROUTES };
      routes.GetTable = { method: 'GET', path: '/lake/v1/:catalogId/tables/:table' };
      delete routes.ListCatalogs;
      routes.ListSnapshots = { method: 'GET', path: '/lake/v1/snapshots' };
      expect(routeMismatches(lake, { kind: 'rest', routes })).toEqual([
        "ListCatalogs: in the client's registry, not in the mock's routes",
        'GetTable: client GET /lake/v1/:catalogId/databases/:database/tables/:table, mock GET /lake/v1/:catalogId/tables/:table',
        "ListSnapshots: in the mock's routes, not in the client's registry",
      ]);
    });

    it('an RPC operation sent with a method its route does not accept, or at another path', () => {
      const altered = {
        ...screen,
        DeleteScreenSetting: { ...screen.DeleteScreenSetting!, method: 'DELETE' as const },
        DescribeScreenTitles: { ...screen.DescribeScreenTitles!, path: '/titles' },
      };
      expect(routeMismatches(altered, MOCK_ROUTES.screen)).toEqual([
        'DeleteScreenSetting: client DELETE , mock GET|POST ',
        'DescribeScreenTitles: client GET /titles, mock GET|POST ',
      ]);
    });

    it('parameter names may differ; their places may not', () => {
      const renamed = {
        ...lake,
        GetTable: { ...GetTable, path: GetTable.path.replace(':table', ':name') },
      };
      expect(routeMismatches(renamed, MOCK_ROUTES.lake)).toEqual([]);
      const moved = {
        ...lake,
        GetTable: { ...GetTable, path: '/lake/v1/:catalogId/databases/tables/:database/:table' },
      };
      expect(routeMismatches(moved, MOCK_ROUTES.lake)).toHaveLength(1);
    });
  });
});
