import { defineOperation, defineOperations } from '../operationSpec';
import { assumedOperations } from './assumed';
import {
  listQuery,
  type CatalogIdTarget,
  type CatalogTarget,
  type DatabaseTarget,
  type ListParams,
  type TableTarget,
} from './params';
import {
  alterOptionsResponseSchema,
  catalogSchema,
  catalogSummarySchema,
  catalogSummaryTrendSchema,
  databaseSchema,
  describeRegionsResponseSchema,
  emptyResponseSchema,
  listCatalogsResponseSchema,
  listDatabaseDetailsResponseSchema,
  listDatabasesResponseSchema,
  listFunctionsResponseSchema,
  partitionSummariesSchema,
  regionStatusSchema,
  tableCompactionSchema,
  tableSchema,
  tableSnapshotSchema,
  tableSummarySchema,
  tokenResponseSchema,
  type CatalogType,
  type FullSchemaChange,
  type Identifier,
  type TableSchema,
} from './schemas';

/**
 * The lake catalog service (specs/lake-catalog-api.md), sections Region and service, Catalogs,
 * Databases, Tables/functions/partitions and Storage summaries, plus the assumed operations of
 * docs/design.md §3. Paths are appended to the lake base (`/api/lake`). The other sections have
 * registries of their own (access, shares, Iceberg), so a page loads only its area's schemas.
 */
const V1 = '/lake/v1';
const CATALOG = `${V1}/catalogs/:catalog`;
const DB = `${V1}/:catalogId/databases/:database`;
const TABLE = `${DB}/tables/:table`;

interface AlterOptionsParams {
  removals: string[];
  updates: Record<string, string>;
}
interface CreateCatalogParams {
  name: string;
  type: CatalogType;
  options: Record<string, string>;
  isShared: boolean;
  shareId?: string | undefined;
}
interface CreateDatabaseParams extends CatalogIdTarget {
  name: string;
  options: Record<string, string>;
}
export interface CreateTableParams extends DatabaseTarget {
  identifier: Identifier;
  schema: TableSchema;
}
interface AlterTableParams extends TableTarget {
  changes: FullSchemaChange[];
}
/** Summary date (yyyy-MM-dd); empty or omitted asks for the latest. */
interface SummaryDate {
  date?: string | undefined;
}

const alterOptionsBody = ({ removals, updates }: AlterOptionsParams) => ({ removals, updates });

export const lakeCatalogOperations = defineOperations('lake', {
  // Region and service
  DescribeRegions: defineOperation()({
    method: 'GET',
    path: `${V1}/service/regions`,
    response: describeRegionsResponseSchema,
    result: (response) => response.regions,
    staleTime: 10 * 60_000,
  }),
  GetRegionStatus: defineOperation()({
    method: 'GET',
    path: `${V1}/service/status`,
    response: regionStatusSchema,
    // Flow-controlled (threshold 100): read once a minute at most.
    staleTime: 60_000,
  }),

  // Catalogs
  CreateCatalog: defineOperation<CreateCatalogParams>()({
    method: 'POST',
    path: `${V1}/catalogs`,
    body: ({ name, type, options, isShared, shareId }) => ({
      name,
      type,
      options,
      isShared,
      ...(shareId ? { shareId } : {}),
    }),
    response: emptyResponseSchema,
  }),
  GetCatalog: defineOperation<CatalogTarget>()({
    method: 'GET',
    path: CATALOG,
    response: catalogSchema,
    staleTime: 30_000,
  }),
  GetCatalogById: defineOperation<{ id: string }>()({
    method: 'GET',
    path: `${V1}/catalogs/id/:id`,
    response: catalogSchema,
    staleTime: 30_000,
  }),
  AlterCatalog: defineOperation<CatalogTarget & AlterOptionsParams>()({
    method: 'POST',
    path: CATALOG,
    body: alterOptionsBody,
    response: alterOptionsResponseSchema,
  }),
  DropCatalog: defineOperation<CatalogTarget>()({
    method: 'DELETE',
    path: CATALOG,
    response: emptyResponseSchema,
  }),
  ListCatalogs: defineOperation<ListParams>()({
    method: 'GET',
    path: `${V1}/catalogs`,
    query: (p) => listQuery(p, 'catalogNamePattern'),
    response: listCatalogsResponseSchema,
    staleTime: 30_000,
  }),
  GetCatalogToken: defineOperation<CatalogTarget>()({
    method: 'GET',
    path: `${CATALOG}/token`,
    response: tokenResponseSchema,
    // A credential is fetched when asked for and never served from a stale cache.
    staleTime: 0,
  }),

  // Databases
  CreateDatabase: defineOperation<CreateDatabaseParams>()({
    method: 'POST',
    path: `${V1}/:catalogId/databases`,
    body: ({ name, options }) => ({ name, options }),
    response: emptyResponseSchema,
  }),
  GetDatabase: defineOperation<DatabaseTarget>()({
    method: 'GET',
    path: DB,
    response: databaseSchema,
    staleTime: 30_000,
  }),
  AlterDatabase: defineOperation<DatabaseTarget & AlterOptionsParams>()({
    method: 'POST',
    path: DB,
    body: alterOptionsBody,
    response: alterOptionsResponseSchema,
  }),
  DropDatabase: defineOperation<DatabaseTarget>()({
    method: 'DELETE',
    path: DB,
    response: emptyResponseSchema,
  }),
  ListDatabases: defineOperation<CatalogIdTarget & ListParams>()({
    method: 'GET',
    path: `${V1}/:catalogId/databases`,
    query: (p) => listQuery(p, 'databaseNamePattern'),
    response: listDatabasesResponseSchema,
    staleTime: 30_000,
  }),
  ListDatabaseDetails: defineOperation<CatalogIdTarget & ListParams>()({
    method: 'GET',
    path: `${V1}/:catalogId/database-details`,
    query: (p) => listQuery(p, 'databaseNamePattern'),
    response: listDatabaseDetailsResponseSchema,
    staleTime: 30_000,
  }),

  // Tables, functions, partitions
  CreateTable: defineOperation<CreateTableParams>()({
    method: 'POST',
    path: `${DB}/tables`,
    body: ({ identifier, schema }) => ({ identifier, schema }),
    response: emptyResponseSchema,
  }),
  GetTable: defineOperation<TableTarget>()({
    method: 'GET',
    path: TABLE,
    response: tableSchema,
    staleTime: 30_000,
  }),
  AlterTable: defineOperation<AlterTableParams>()({
    method: 'POST',
    path: TABLE,
    body: ({ changes }) => ({ changes }),
    response: emptyResponseSchema,
  }),
  DropTable: defineOperation<TableTarget>()({
    method: 'DELETE',
    path: TABLE,
    response: emptyResponseSchema,
  }),
  GetTableCompaction: defineOperation<TableTarget>()({
    method: 'GET',
    path: `${TABLE}/compaction`,
    response: tableCompactionSchema,
    staleTime: 60_000,
  }),
  GetTableSnapshot: defineOperation<TableTarget>()({
    method: 'GET',
    path: `${TABLE}/snapshot`,
    response: tableSnapshotSchema,
    staleTime: 60_000,
  }),
  GetTableToken: defineOperation<TableTarget & { isInternal: boolean }>()({
    method: 'GET',
    path: `${TABLE}/token`,
    query: (p) => ({ isInternal: p.isInternal }),
    response: tokenResponseSchema,
    staleTime: 0,
  }),
  GetTableSummary: defineOperation<TableTarget & SummaryDate>()({
    method: 'GET',
    path: `${TABLE}/storage-summary`,
    query: (p) => ({ date: p.date || undefined }),
    response: tableSummarySchema,
    staleTime: 60_000,
  }),
  ListFunctions: defineOperation<DatabaseTarget & ListParams>()({
    method: 'GET',
    path: `${DB}/functions`,
    query: (p) => listQuery(p, 'functionNamePattern'),
    response: listFunctionsResponseSchema,
    staleTime: 30_000,
  }),
  ListPartitionSummaries: defineOperation<TableTarget & ListParams>()({
    method: 'GET',
    path: `${TABLE}/partitions/storage-summary`,
    query: (p) => listQuery(p, 'partitionNamePattern'),
    response: partitionSummariesSchema,
    staleTime: 60_000,
  }),

  // Storage summaries
  GetCatalogSummary: defineOperation<CatalogIdTarget & SummaryDate>()({
    method: 'GET',
    path: `${V1}/:catalogId/storage-summary`,
    query: (p) => ({ date: p.date || undefined }),
    response: catalogSummarySchema,
    staleTime: 60_000,
  }),
  GetCatalogSummaryTrend: defineOperation<
    CatalogIdTarget & { startDate: string; endDate: string }
  >()({
    method: 'GET',
    path: `${V1}/:catalogId/storage-summary/trend`,
    query: (p) => ({ startDate: p.startDate, endDate: p.endDate }),
    response: catalogSummaryTrendSchema,
    staleTime: 60_000,
  }),

  ...assumedOperations,
});
