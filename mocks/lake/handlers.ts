/**
 * The lake catalog mock (docs/design.md §3, §4): every operation of its route table (./routes.ts),
 * answered from the seeded, journaled store in ./store.ts. The bodies live by area in handlers/*.ts; this
 * module decides the order msw tries the routes in.
 *
 * Why order matters: some route paths overlap. `/lake/v1/catalogs/databases` is GetCatalog of
 * a catalog named `databases` and also ListDatabases of a catalog with id `catalogs`;
 * `/lake/v1/catalogs/id/token` is GetCatalogById and also GetCatalogToken of a catalog `id`. The
 * first route that matches answers, and routes are tried in the order their bodies are registered
 * (mockService keeps `on` order). Catalog ids never look like `catalogs` (they are `clg-…`), and
 * `id` is too short to be a catalog name, so the catalog routes go first, most specific first:
 * GetCatalogById before GetCatalogToken, both before GetCatalog/AlterCatalog/DropCatalog, and all
 * of them before the `/:catalogId/…` routes.
 */
import { accessBodies } from './handlers/access';
import { catalogBodies } from './handlers/catalogs';
import { databaseBodies } from './handlers/databases';
import { icebergBodies } from './handlers/iceberg';
import { shareBodies } from './handlers/shares';
import { summaryBodies } from './handlers/summaries';
import { tableBodies } from './handlers/tables';
import { mockService, type MockBody } from '../core/mockService';
import { LAKE_ROUTES, type LakeOperationName } from './routes';

const lake = mockService('lake', { routes: LAKE_ROUTES });

/** Routes that must be tried before any route they overlap with. */
const LAKE_ROUTE_PRIORITY: readonly LakeOperationName[] = [
  'DescribeRegions',
  'GetRegionStatus',
  'GetCatalogById',
  'GetCatalogToken',
  'GetCatalog',
  'AlterCatalog',
  'DropCatalog',
  'ListCatalogs',
  'CreateCatalog',
];

const bodies: Partial<Record<LakeOperationName, MockBody>> = {
  ...catalogBodies,
  ...databaseBodies,
  ...tableBodies,
  ...summaryBodies,
  ...icebergBodies,
  ...accessBodies,
  ...shareBodies,
};

const names = Object.keys(LAKE_ROUTES) as LakeOperationName[];
for (const name of [
  ...LAKE_ROUTE_PRIORITY,
  ...names.filter((n) => !LAKE_ROUTE_PRIORITY.includes(n)),
]) {
  const body = bodies[name];
  // A missing body is reported by handlers() below, with every other missing one.
  if (body) lake.on(name, body);
}

export const lakeHandlers = lake.handlers();
