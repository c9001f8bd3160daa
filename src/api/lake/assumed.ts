/**
 * Choices the lake spec leaves open ("not shown"), in one place so they can be corrected when the
 * real service disagrees (docs/design.md §3). The mock's twin is mocks/lake/assumed.ts.
 */
import * as z from 'zod/mini';
import { defineOperation } from '../operationSpec';
import type { DatabaseTarget, ListParams, TableTarget } from './params';
import { listQuery } from './params';
import { databaseSummarySchema, partitionSchema, tableSchema, viewSchema } from './schemas';

const nextPageToken = z.nullable(z.optional(z.string()));
const DB = '/lake/v1/:catalogId/databases/:database';

/** Unshaped list operations take the same paging and pattern parameters as the shown ones. */
export const assumedOperations = {
  /** `ListTables GET …/databases/{database}/tables` → `{tables: string[], nextPageToken}`. */
  ListTables: defineOperation<DatabaseTarget & ListParams>()({
    method: 'GET',
    path: `${DB}/tables`,
    query: (p) => listQuery(p, 'tableNamePattern'),
    response: z.object({ tables: z._default(z.array(z.string()), () => []), nextPageToken }),
    assumed: true,
  }),
  /** `ListTableDetails GET …/databases/{database}/table-details` → `{tableDetails: Table[], …}`. */
  ListTableDetails: defineOperation<DatabaseTarget & ListParams>()({
    method: 'GET',
    path: `${DB}/table-details`,
    query: (p) => listQuery(p, 'tableNamePattern'),
    response: z.object({ tableDetails: z._default(z.array(tableSchema), () => []), nextPageToken }),
    assumed: true,
    staleTime: 30_000,
  }),
  /** `ListPartitions GET …/tables/{table}/partitions` → `{partitions: Partition[], …}`. */
  ListPartitions: defineOperation<TableTarget & ListParams>()({
    method: 'GET',
    path: `${DB}/tables/:table/partitions`,
    query: (p) => listQuery(p, 'partitionNamePattern'),
    response: z.object({
      partitions: z._default(z.array(partitionSchema), () => []),
      nextPageToken,
    }),
    assumed: true,
  }),
  /** `ListViewDetails GET …/databases/{database}/view-details` → `{viewDetails: View[], …}`. */
  ListViewDetails: defineOperation<DatabaseTarget & ListParams>()({
    method: 'GET',
    path: `${DB}/view-details`,
    query: (p) => listQuery(p, 'viewNamePattern'),
    response: z.object({ viewDetails: z._default(z.array(viewSchema), () => []), nextPageToken }),
    assumed: true,
  }),
  /** `GetDatabaseSummary GET …/databases/{database}/storage-summary` (`date` optional). */
  GetDatabaseSummary: defineOperation<DatabaseTarget & { date?: string | undefined }>()({
    method: 'GET',
    path: `${DB}/storage-summary`,
    query: (p) => ({ date: p.date || undefined }),
    response: databaseSummarySchema,
    assumed: true,
    staleTime: 60_000,
  }),
};

/**
 * Name rules (not shown in the spec; assumed, enforced alike by the console and the mock): a
 * catalog name is 3–64 characters of lowercase letters, digits and underscores starting with a
 * letter; database and table names 1–128 letters, digits and underscores, not starting with a digit.
 */
export const CATALOG_NAME_PATTERN = /^[a-z][a-z0-9_]{2,63}$/;
export const OBJECT_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

/** Error codes of the mock and of the console's explanations (the spec shows no code values). */
export const LAKE_ERROR_CODES = {
  notFound: 'NotFound',
  alreadyExists: 'AlreadyExists',
  databaseNotEmpty: 'DatabaseNotEmpty',
  invalidParameter: 'InvalidParameter',
  forbidden: 'Forbidden',
  unauthorized: 'Unauthorized',
  /** A write under a catalog that is not RUNNING (STORAGE_RESTRICTED answers 403 instead). */
  catalogNotRunning: 'CatalogNotRunning',
} as const;

/** `DescribeRegions` marks the region the console talks to with this `type` (values not shown). */
export const CURRENT_REGION_TYPE = 'current';

/** The longest trend range the console asks for and the mock answers (inclusive days). */
export const TREND_MAX_DAYS = 366;

/**
 * Iceberg nested types (assumed): the spec types IcebergNestedField `type` as a string and shows
 * IcebergFullDataType without saying where it is used. A primitive is its Iceberg name (`long`,
 * `decimal(10,2)`); a nested type is the JSON text of an IcebergFullDataType
 * (`{"type":"struct","fields":[…]}`), and the console also takes that object in the string's
 * place. Collection names are Iceberg's (`struct`, `list`, `map`); `row` and `array` are read as
 * their synonyms.
 */
export const ICEBERG_NESTED_TYPE = {
  struct: ['struct', 'row'],
  list: ['list', 'array'],
  map: ['map'],
} as const;

/**
 * Iceberg snapshot order (assumed, not shown): ListIcebergSnapshots pages from the newest
 * snapshot to the oldest, so the first page holds the current one.
 */
export const ICEBERG_SNAPSHOTS_NEWEST_FIRST = true;

/**
 * Row filters (assumed: the spec types Predicate `kind` and `function`, Transform `name` and
 * RowFilter `predicate` as strings and shows no values). A Predicate is a tree: `kind` `AND` or
 * `OR` with `children`, or `LEAF` with a `function`, a `transform` naming the column and its
 * `literals`. A leaf's transform is `FIELD_REF` with `fieldRef` {name, type, index} and no
 * inputs: `name` is the column's path with its ROW segments joined by `.` (`customer.address.city`;
 * names cannot hold a dot), `type` its FullDataType and `index` the position of the top-level
 * column that holds it. RowFilter `predicate` carries the tree as JSON text, in which integer
 * and decimal literals are bare JSON numbers written with every digit (a BIGINT above 2^53
 * included), and dates and timestamps strings (`2026-11-26`, `2026-11-26 08:30:00`).
 */
export const ROW_FILTER = {
  kinds: ['AND', 'OR', 'LEAF'],
  functions: [
    'EQUAL',
    'NOT_EQUAL',
    'LESS_THAN',
    'LESS_OR_EQUAL',
    'GREATER_THAN',
    'GREATER_OR_EQUAL',
    'IN',
    'NOT_IN',
    'IS_NULL',
    'IS_NOT_NULL',
  ],
  fieldTransform: 'FIELD_REF',
  pathSeparator: '.',
} as const;

/**
 * Shares and receivers (assumed; the spec shows their operations but not these rules):
 * - Share and receiver names follow the database/table name rule (OBJECT_NAME_PATTERN).
 * - `AlterShareReceivers` names receivers by `receiverName`; adding one already on the share or
 *   removing one that is not changes nothing; an unknown receiver is a 404 naming it.
 * - A share's resources are in one catalog. `AlterShareResources` sends that catalog's id and the
 *   share's whole resource list after the change (it replaces the list; an empty list clears it).
 *   It answers 409 `ShareResourceConflict` when the share already holds resources of another
 *   catalog (clear them first), when a resource names a database or table that is not in that
 *   catalog, or when the list names a resource twice or a table whose database (or catalog) is
 *   shared whole (SHARE_RESOURCE_CONFLICT_CODE). An unknown share is a 404.
 * - `ListShareResources` also returns `catalogId`, the catalog its resources are in (null while
 *   it has none; SHARE_RESOURCES_CATALOG), since ShareResource names no catalog.
 * - Share records carry `enableWrite` when the service sends it (the spec's Share omits it; the
 *   edit form then starts from "read only").
 * - Tenant ids are account ids from 1 to 2^63 − 1.
 * - Dropping a catalog, database or table removes the share resources that name it; dropping a
 *   receiver removes it from every share.
 * - A received share's `catalogName` is the catalog made from it in this account (CreateCatalog
 *   with `isShared` and its `shareId`); empty while there is none.
 * - CreateCatalog with `isShared` mounts a share provided to this account: a `shareId` no provider
 *   gave it is a 400 `InvalidParameter` on `shareId`; a share another catalog already mounts is a
 *   409 `AlreadyExists` naming that catalog. The mounted catalog is created like any other (NEW,
 *   INITIALIZING, RUNNING).
 * - Receivers are searched by name only (`receiverNamePattern`): the console finds them by
 *   account id among the account's receivers (one page of MAX_RESULTS_MAX).
 */
export const SHARE_NAME_PATTERN = OBJECT_NAME_PATTERN;
export const SHARE_RESOURCE_CONFLICT_CODE = 'ShareResourceConflict';
export const SHARE_RESOURCES_CATALOG = 'catalogId';
export const SHARE_ENABLE_WRITE_READ = 'enableWrite';

// ---------------------------------------------------------------- permissions, roles, users
// (the operations are in accessOperations.ts, the mock's twin in mocks/lake/store/access.ts)

/**
 * Principal strings (spec: "resource descriptors of an account, user or role", format not shown)
 * follow the cloud's descriptor style: a RAM user `acs:ram::<account>:user/<name>`, a RAM role used
 * as a lake user `acs:ram::<account>:role/<name>`, and a lake role `acs:dlf::<account>:role/<name>`.
 * The console never builds one: it sends back what ListUsers/ListRoles gave.
 */
export const PRINCIPAL_PATTERNS = {
  user: /^acs:ram::\d+:user\/[^/]+$/,
  ramRole: /^acs:ram::\d+:role\/[^/]+$/,
  lakeRole: /^acs:dlf::\d+:role\/[^/]+$/,
} as const;

/** Role names (assumed): 1–64 letters, digits and underscores, starting with a letter. */
export const ROLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const ROLE_DISPLAY_NAME_MAX = 128;
export const ROLE_DESCRIPTION_MAX = 1024;
/** Role `isPredefined` is a string in the spec; predefined roles say `"true"` and cannot be deleted. */
export const ROLE_PREDEFINED = 'true';

/** Permission `resourceType` values and the `access` each accepts (the spec names CATALOG and DROP). */
export const PERMISSION_ACCESS = {
  // SELECT on a catalog or database reads every table in it.
  CATALOG: ['ALL', 'DESCRIBE', 'ALTER', 'DROP', 'LIST', 'SELECT', 'CREATE_DATABASE'],
  DATABASE: [
    'ALL',
    'DESCRIBE',
    'ALTER',
    'DROP',
    'LIST',
    'SELECT',
    'CREATE_TABLE',
    'CREATE_FUNCTION',
    'CREATE_VIEW',
  ],
  TABLE: ['ALL', 'DESCRIBE', 'ALTER', 'DROP', 'SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  FUNCTION: ['ALL', 'DESCRIBE', 'ALTER', 'DROP', 'EXECUTE'],
  VIEW: ['ALL', 'DESCRIBE', 'ALTER', 'DROP', 'SELECT'],
} as const;
export type PermissionResourceType = keyof typeof PERMISSION_ACCESS;
/**
 * Which fields name the resource: CATALOG none (the path's catalog); DATABASE `database`; TABLE,
 * FUNCTION and VIEW `database` and `table`/`function`/`view`. `columns` (include or exclude, not
 * both) and `rowFilter` only on a TABLE with access SELECT. A permission is identified by
 * principal, resourceType, the resource names and access: granting it again replaces its columns,
 * row filter and expiry; revoking matches on the identity alone.
 */
export const PERMISSION_FINE_GRAINED_ACCESS = 'SELECT';

/**
 * `expireTime` (a string in the spec): an ISO 8601 instant with its zone
 * (`2026-12-31T16:00:00.000Z`); absent or empty never expires. A grant whose time has passed fails
 * that row (`InvalidExpireTime`). An expired permission stays listed until revoked; the console
 * marks it expired.
 */
export const PERMISSION_EXPIRE_TIME = 'ISO 8601 instant with zone';

/**
 * Row filters: the Predicate tree, its values and its JSON text are ROW_FILTER's (above). The mock
 * refuses a grant row whose predicate is not that JSON, names a column the table lacks, gives it
 * a literal of another type, or compares a field that takes no comparison (ARRAY, MAP, MULTISET,
 * ROW, binary): `InvalidRowFilter`.
 */
/**
 * ListPermissions (assumed shape, docs/design.md §3) filters: `principal` exact; `database` keeps
 * the permissions on that database and on what is in it; `table` (with `database`) those on that
 * table. `inherited=true` (assumed) adds the ones granted above: the catalog's for a database, the
 * catalog's and the database's for a table — "who can do what here". Order: principal, then
 * resource, then access; paged with `maxResults`/`pageToken` like every lake list.
 * ListRoles takes `roleNamePattern` and (assumed) `userPrincipal`: only the roles granted to that
 * user. ListUsers takes `userNamePattern`.
 */
export const LIST_PERMISSIONS_INHERITED_PARAM = 'inherited';

/** BatchGrant/BatchRevoke take at most this many permissions a call (assumed). */
export const BATCH_PERMISSIONS_MAX = 100;

/** Error codes of a FailurePermission row (assumed); 4xx bodies use LAKE_ERROR_CODES. */
export const ACCESS_ERROR_CODES = {
  principalNotFound: 'PrincipalNotFound',
  resourceNotFound: 'ResourceNotFound',
  columnNotFound: 'ColumnNotFound',
  invalidAccess: 'InvalidAccess',
  invalidExpireTime: 'InvalidExpireTime',
  invalidRowFilter: 'InvalidRowFilter',
  invalidColumns: 'InvalidColumns',
  permissionNotFound: 'PermissionNotFound',
  invalidParameter: 'InvalidParameter',
  /** DeleteRole of a predefined role: 409 (the spec lists no error for it; assumed). */
  predefinedRole: 'PredefinedRole',
} as const;
/** 404 and 409 bodies of roles and users: `NotFound`/`AlreadyExists` with these resource types. */
export const ACCESS_RESOURCE_TYPES = {
  role: 'ROLE',
  user: 'USER',
  permission: 'PERMISSION',
} as const;
