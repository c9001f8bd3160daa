import { restRoutes } from '../core/routes';

/**
 * The lake catalog service's routes, under the service base: first every operation of the spec's
 * endpoint tables (lake-catalog-api.md "Endpoints", `...` written out), then the operations the
 * spec lists without a shape, at the paths we assume for them (docs/design.md §3; the mock's
 * other assumed behaviour is in ./assumed.ts). Handlers are registered by name (./handlers.ts),
 * which also orders the routes whose paths overlap.
 */
const SPEC_ROUTES = {
  // Region and service
  DescribeRegions: 'GET /lake/v1/service/regions',
  GetRegionStatus: 'GET /lake/v1/service/status',
  // Catalogs
  CreateCatalog: 'POST /lake/v1/catalogs',
  GetCatalog: 'GET /lake/v1/catalogs/{catalog}',
  GetCatalogById: 'GET /lake/v1/catalogs/id/{id}',
  AlterCatalog: 'POST /lake/v1/catalogs/{catalog}',
  DropCatalog: 'DELETE /lake/v1/catalogs/{catalog}',
  ListCatalogs: 'GET /lake/v1/catalogs',
  GetCatalogToken: 'GET /lake/v1/catalogs/{catalog}/token',
  // Databases
  CreateDatabase: 'POST /lake/v1/{catalogId}/databases',
  GetDatabase: 'GET /lake/v1/{catalogId}/databases/{database}',
  AlterDatabase: 'POST /lake/v1/{catalogId}/databases/{database}',
  DropDatabase: 'DELETE /lake/v1/{catalogId}/databases/{database}',
  ListDatabases: 'GET /lake/v1/{catalogId}/databases',
  ListDatabaseDetails: 'GET /lake/v1/{catalogId}/database-details',
  // Tables, functions, partitions
  CreateTable: 'POST /lake/v1/{catalogId}/databases/{database}/tables',
  GetTable: 'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}',
  AlterTable: 'POST /lake/v1/{catalogId}/databases/{database}/tables/{table}',
  DropTable: 'DELETE /lake/v1/{catalogId}/databases/{database}/tables/{table}',
  GetTableCompaction: 'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}/compaction',
  GetTableSnapshot: 'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}/snapshot',
  GetTableToken: 'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}/token',
  GetTableSummary: 'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}/storage-summary',
  ListFunctions: 'GET /lake/v1/{catalogId}/databases/{database}/functions',
  ListPartitionSummaries:
    'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}/partitions/storage-summary',
  // Storage summaries
  GetCatalogSummary: 'GET /lake/v1/{catalogId}/storage-summary',
  GetCatalogSummaryTrend: 'GET /lake/v1/{catalogId}/storage-summary/trend',
  // Shares and receivers
  CreateShare: 'POST /lake/v1/share/shares',
  GetShare: 'GET /lake/v1/share/shares/{share}',
  AlterShare: 'POST /lake/v1/share/shares/{share}',
  DropShare: 'DELETE /lake/v1/share/shares/{share}',
  AlterShareReceivers: 'POST /lake/v1/share/shares/{share}/receivers',
  AlterShareResources: 'POST /lake/v1/share/shares/{share}/resources',
  CreateReceiver: 'POST /lake/v1/share/receivers',
  GetReceiver: 'GET /lake/v1/share/receivers/{receiver}',
  AlterReceiver: 'POST /lake/v1/share/receivers/{receiver}',
  DropReceiver: 'DELETE /lake/v1/share/receivers/{receiver}',
  // Permissions, roles, users, network
  BatchGrantPermissions: 'POST /lake/v1/auth/permissions/{catalogId}/batchgrant',
  BatchRevokePermissions: 'POST /lake/v1/auth/permissions/{catalogId}/batchrevoke',
  CreateRole: 'POST /lake/v1/auth/roles',
  GetRole: 'GET /lake/v1/auth/roles',
  DeleteRole: 'DELETE /lake/v1/auth/roles',
  GetUser: 'GET /lake/v1/auth/users',
  GrantRoleToUsers: 'POST /lake/v1/auth/roles/grant',
  GetVpcConfig: 'GET /lake/v1/auth/vpc',
  // Iceberg views
  GetIcebergTable: 'GET /iceberg/lake/v1/{catalogId}/namespaces/{namespace}/tables/{table}',
  ListIcebergNamespaceDetails: 'GET /iceberg/lake/v1/{catalogId}/namespace-details',
  ListIcebergTableDetails: 'GET /iceberg/lake/v1/{catalogId}/namespaces/{namespace}/table-details',
  ListIcebergSnapshots:
    'GET /iceberg/lake/v1/{catalogId}/namespaces/{namespace}/tables/{table}/snapshots',
} as const;

/** Listed by the spec without a shape: the paths are ours (docs/design.md §3, **assumed**). */
const ASSUMED_ROUTES = {
  ListTables: 'GET /lake/v1/{catalogId}/databases/{database}/tables',
  ListTableDetails: 'GET /lake/v1/{catalogId}/databases/{database}/table-details',
  ListPartitions: 'GET /lake/v1/{catalogId}/databases/{database}/tables/{table}/partitions',
  ListViewDetails: 'GET /lake/v1/{catalogId}/databases/{database}/view-details',
  GetDatabaseSummary: 'GET /lake/v1/{catalogId}/databases/{database}/storage-summary',
  ListProvidedShares: 'GET /lake/v1/share/shares',
  ListReceivedShares: 'GET /lake/v1/share/received-shares',
  ListReceivers: 'GET /lake/v1/share/receivers',
  ListShareReceivers: 'GET /lake/v1/share/shares/{share}/receivers',
  ListShareResources: 'GET /lake/v1/share/shares/{share}/resources',
  ListPermissions: 'GET /lake/v1/auth/permissions/{catalogId}',
  ListRoles: 'GET /lake/v1/auth/roles/list',
  ListUsers: 'GET /lake/v1/auth/users/list',
} as const;

export const LAKE_ROUTES = restRoutes({ ...SPEC_ROUTES, ...ASSUMED_ROUTES });

export type LakeOperationName = keyof typeof LAKE_ROUTES;
