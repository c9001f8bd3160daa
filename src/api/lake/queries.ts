import type { QueryClient } from '@tanstack/react-query';
import { operationMutation, operationQuery } from '../operationQuery';
import { lakeKeys } from './keys';
import { lakeCatalogOperations } from './catalogOperations';
import type { LakeOperationName } from './operations';
import type { ListParams } from './params';

/**
 * Where each resource's cached reads live (`[lake, 'detail', id, operation, params]`), so a drop
 * or a change removes or refreshes everything that hangs off the resource at once:
 *   catalog by name  `catalog:<name>`       GetCatalog, AlterCatalog, GetCatalogToken
 *   catalog by id    `<catalogId>`          databases, storage summary and trend
 *   database         `<catalogId>/<db>`     GetDatabase, tables, functions, views, summary
 *   table            `<catalogId>/<db>/<t>` GetTable and its tabs
 */
export const lakeIds = {
  catalogByName: (name: string) => `catalog:${name}`,
  catalog: (catalogId: string) => catalogId,
  database: (catalogId: string, database: string) => `${catalogId}/${database}`,
  table: (catalogId: string, database: string, table: string) =>
    `${catalogId}/${database}/${table}`,
  /** A provided share: GetShare, its receivers and resources. */
  share: (name: string) => `share:${name}`,
  receiver: (name: string) => `receiver:${name}`,
  /** A lake role (GetRole) and a user (GetUser), by principal. */
  role: (principal: string) => `role:${principal}`,
  user: (principal: string) => `user:${principal}`,
};

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

/** A list page's parameters as they appear in its key (the cursor included). */
export const page = (list: ListParams) => ({
  maxResults: list.maxResults,
  pageToken: list.pageToken ?? null,
  pattern: list.pattern ?? '',
});

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

export const lakeMutations = {
  createCatalog: () => operationMutation(lakeCatalogOperations.CreateCatalog),
  alterCatalog: () => operationMutation(lakeCatalogOperations.AlterCatalog),
  dropCatalog: () => operationMutation(lakeCatalogOperations.DropCatalog),
  createDatabase: () => operationMutation(lakeCatalogOperations.CreateDatabase),
  alterDatabase: () => operationMutation(lakeCatalogOperations.AlterDatabase),
  dropDatabase: () => operationMutation(lakeCatalogOperations.DropDatabase),
  createTable: () => operationMutation(lakeCatalogOperations.CreateTable),
  alterTable: () => operationMutation(lakeCatalogOperations.AlterTable),
  dropTable: () => operationMutation(lakeCatalogOperations.DropTable),
};

/** An operation of another section, by its name only: the cache does not load its schemas. */
const opName = (name: LakeOperationName) => name;

/** Every cached ListPermissions page of a catalog (all filters), or of every catalog. */
const invalidatePermissions = (client: QueryClient, catalogId?: string) =>
  client.invalidateQueries({
    queryKey: lakeKeys.details(),
    predicate: (query) => {
      if (query.queryKey[3] !== opName('ListPermissions')) return false;
      const key = String(query.queryKey[2]);
      return catalogId === undefined || key === catalogId || key.startsWith(`${catalogId}/`);
    },
  });

/** Everything cached under one resource id (see lakeIds). */
const detailKey = (id: string) => lakeKeys.detail(id);

/** Every provided share's cached reads (a dropped table or receiver leaves the shares naming it). */
const invalidateShares = (client: QueryClient) =>
  client.invalidateQueries({
    queryKey: lakeKeys.details(),
    predicate: (query) => String(query.queryKey[2]).startsWith(lakeIds.share('')),
  });

/** Cache upkeep after writes, in one place so every page refreshes the same things. */
export const lakeCache = {
  /** The catalog list (every page and pattern). */
  catalogsChanged: (client: QueryClient) =>
    client.invalidateQueries({ queryKey: lakeKeys.list(ListCatalogs.name) }),
  catalogChanged: (client: QueryClient, name: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalogByName(name)) }),
      client.invalidateQueries({ queryKey: lakeKeys.list(ListCatalogs.name) }),
    ]),
  catalogDropped: (client: QueryClient, name: string, catalogId: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.catalogByName(name)) });
    client.removeQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) });
    client.removeQueries({
      queryKey: lakeKeys.details(),
      predicate: (query) => String(query.queryKey[2]).startsWith(`${catalogId}/`),
    });
    return Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(ListCatalogs.name) }),
      invalidateShares(client),
    ]);
  },
  /** Database lists and catalog storage of a catalog. */
  databasesChanged: (client: QueryClient, catalogId: string) =>
    client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
  databaseChanged: (client: QueryClient, catalogId: string, database: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.database(catalogId, database)) }),
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
    ]),
  databaseDropped: (client: QueryClient, catalogId: string, database: string) => {
    const id = lakeIds.database(catalogId, database);
    client.removeQueries({
      queryKey: lakeKeys.details(),
      predicate: (query) => {
        const key = String(query.queryKey[2]);
        return key === id || key.startsWith(`${id}/`);
      },
    });
    return Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
      invalidateShares(client),
    ]);
  },
  /** Table lists (and counts, summaries) of a database. */
  tablesChanged: (client: QueryClient, catalogId: string, database: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.database(catalogId, database)) }),
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
    ]),
  tableChanged: (client: QueryClient, catalogId: string, database: string, table: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.table(catalogId, database, table)) }),
      client.invalidateQueries({ queryKey: detailKey(lakeIds.database(catalogId, database)) }),
    ]),
  tableDropped: (client: QueryClient, catalogId: string, database: string, table: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.table(catalogId, database, table)) });
    return Promise.all([
      lakeCache.tablesChanged(client, catalogId, database),
      invalidateShares(client),
    ]);
  },

  /** The provided share list (a share was created). */
  sharesChanged: (client: QueryClient) =>
    client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListProvidedShares')) }),
  /** One share's details, receivers or resources, and the list that shows it. */
  shareChanged: (client: QueryClient, share: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.share(share)) }),
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListProvidedShares')) }),
    ]),
  shareDropped: (client: QueryClient, share: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.share(share)) });
    return client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListProvidedShares')) });
  },
  /** Receivers (created, renamed, dropped): their list, and every share that lists them. */
  receiversChanged: (client: QueryClient, receiver?: string) => {
    if (receiver !== undefined) {
      client.removeQueries({ queryKey: detailKey(lakeIds.receiver(receiver)) });
    }
    return Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListReceivers')) }),
      invalidateShares(client),
    ]);
  },
  /** Permissions of a catalog were granted or revoked: every list of them, at every level. */
  permissionsChanged: (client: QueryClient, catalogId: string) =>
    invalidatePermissions(client, catalogId),
  /** Roles were created or granted to users: the role lists, and the one role when named. */
  rolesChanged: (client: QueryClient, rolePrincipal?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListRoles')) }),
      rolePrincipal === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: detailKey(lakeIds.role(rolePrincipal)) }),
    ]),
  /** A role was deleted: it, the role lists and every permission list (its grants went too). */
  roleDropped: (client: QueryClient, rolePrincipal: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.role(rolePrincipal)) });
    return Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListRoles')) }),
      invalidatePermissions(client),
    ]);
  },
  /** Secrets leave the cache when the view that showed them closes (nothing keeps them after). */
  forgetToken: (client: QueryClient, queryKey: readonly unknown[]) =>
    client.removeQueries({ queryKey, exact: true }),
};
