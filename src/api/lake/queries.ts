import { operationQuery } from '../operationQuery';
import { lakeCatalogOperations } from './catalogOperations';
import { lakeIds, page } from './keys';
import type { ListParams } from './params';

/** The catalog section's reads (catalogs, databases, tables); writes are in mutations.ts. */
const {
  DescribeRegions,
  GetRegionStatus,
  GetCatalog,
  GetCatalogById,
  ListCatalogs,
  GetCatalogToken,
  GetDatabase,
  ListDatabases,
  ListDatabaseDetails,
  GetTable,
  GetTableCompaction,
  GetTableSnapshot,
  GetTableToken,
  GetTableSummary,
  ListFunctions,
  ListPartitionSummaries,
  GetCatalogSummary,
  GetCatalogSummaryTrend,
  ListTables,
  ListTableDetails,
  ListPartitions,
  ListViewDetails,
  GetDatabaseSummary,
} = lakeCatalogOperations;

export const lakeQueries = {
  regions: () => operationQuery(DescribeRegions, undefined),
  regionStatus: () => operationQuery(GetRegionStatus, undefined),

  catalogs: (list: ListParams) => operationQuery(ListCatalogs, list, { keyParams: page(list) }),
  catalog: (catalog: string) =>
    operationQuery(
      GetCatalog,
      { catalog },
      { detailId: lakeIds.catalogByName(catalog), keyParams: {} },
    ),
  catalogById: (id: string) =>
    operationQuery(GetCatalogById, { id }, { detailId: lakeIds.catalog(id), keyParams: {} }),
  catalogToken: (catalog: string) =>
    operationQuery(
      GetCatalogToken,
      { catalog },
      { detailId: lakeIds.catalogByName(catalog), keyParams: {} },
    ),
  catalogSummary: (catalogId: string, date = '') =>
    operationQuery(
      GetCatalogSummary,
      { catalogId, date },
      { detailId: lakeIds.catalog(catalogId), keyParams: { date } },
    ),
  catalogSummaryTrend: (catalogId: string, startDate: string, endDate: string) =>
    operationQuery(
      GetCatalogSummaryTrend,
      { catalogId, startDate, endDate },
      { detailId: lakeIds.catalog(catalogId), keyParams: { startDate, endDate } },
    ),

  databaseNames: (catalogId: string, list: ListParams) =>
    operationQuery(
      ListDatabases,
      { catalogId, ...list },
      { detailId: lakeIds.catalog(catalogId), keyParams: page(list) },
    ),
  databases: (catalogId: string, list: ListParams) =>
    operationQuery(
      ListDatabaseDetails,
      { catalogId, ...list },
      { detailId: lakeIds.catalog(catalogId), keyParams: page(list) },
    ),
  database: (catalogId: string, database: string) =>
    operationQuery(
      GetDatabase,
      { catalogId, database },
      { detailId: lakeIds.database(catalogId, database), keyParams: {} },
    ),
  databaseSummary: (catalogId: string, database: string, date = '') =>
    operationQuery(
      GetDatabaseSummary,
      { catalogId, database, date },
      { detailId: lakeIds.database(catalogId, database), keyParams: { date } },
    ),
  functions: (catalogId: string, database: string, list: ListParams) =>
    operationQuery(
      ListFunctions,
      { catalogId, database, ...list },
      { detailId: lakeIds.database(catalogId, database), keyParams: page(list) },
    ),
  views: (catalogId: string, database: string, list: ListParams) =>
    operationQuery(
      ListViewDetails,
      { catalogId, database, ...list },
      { detailId: lakeIds.database(catalogId, database), keyParams: page(list) },
    ),
  tableNames: (catalogId: string, database: string, list: ListParams) =>
    operationQuery(
      ListTables,
      { catalogId, database, ...list },
      { detailId: lakeIds.database(catalogId, database), keyParams: page(list) },
    ),
  tables: (catalogId: string, database: string, list: ListParams) =>
    operationQuery(
      ListTableDetails,
      { catalogId, database, ...list },
      { detailId: lakeIds.database(catalogId, database), keyParams: page(list) },
    ),

  table: (catalogId: string, database: string, table: string) =>
    operationQuery(
      GetTable,
      { catalogId, database, table },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: {} },
    ),
  tableSnapshot: (catalogId: string, database: string, table: string) =>
    operationQuery(
      GetTableSnapshot,
      { catalogId, database, table },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: {} },
    ),
  tableCompaction: (catalogId: string, database: string, table: string) =>
    operationQuery(
      GetTableCompaction,
      { catalogId, database, table },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: {} },
    ),
  tableSummary: (catalogId: string, database: string, table: string, date = '') =>
    operationQuery(
      GetTableSummary,
      { catalogId, database, table, date },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: { date } },
    ),
  tableToken: (catalogId: string, database: string, table: string, isInternal: boolean) =>
    operationQuery(
      GetTableToken,
      { catalogId, database, table, isInternal },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: { isInternal } },
    ),
  partitionSummaries: (catalogId: string, database: string, table: string, list: ListParams) =>
    operationQuery(
      ListPartitionSummaries,
      { catalogId, database, table, ...list },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: page(list) },
    ),
  partitions: (catalogId: string, database: string, table: string, list: ListParams) =>
    operationQuery(
      ListPartitions,
      { catalogId, database, table, ...list },
      { detailId: lakeIds.table(catalogId, database, table), keyParams: page(list) },
    ),
};
