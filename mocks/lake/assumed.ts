import { LAKE_ERROR_CODES } from '../../src/api/lake/assumed';
/**
 * The mock's twin of src/api/lake/assumed.ts: every behaviour of the lake mock that the spec does
 * not show, in one place, so it can be corrected when the real service disagrees (docs/design.md
 * §3). Name rules, error codes and the trend limit come from the API layer and are not repeated
 * here.
 */

/** A created catalog is `NEW` for this long, then `INITIALIZING` until `CATALOG_READY_MS`. */
export const CATALOG_NEW_MS = 1_000;
/** …then `RUNNING`, or `INITIALIZE_FAILED` when its name contains `CATALOG_FAIL_MARKER`. */
export const CATALOG_READY_MS = 4_000;
export const CATALOG_FAIL_MARKER = 'fail';
/** A dropped catalog is `DELETING` for this long, then gone (404, not listed). */
export const CATALOG_DELETING_MS = 3_000;

/**
 * Writes under a catalog that is not `RUNNING` (databases, tables, options of a deleting one)
 * answer 409 with this code; reads still work. A `STORAGE_RESTRICTED` catalog answers 403
 * `Forbidden` instead (its storage is locked, which is an authorization matter).
 */
export const CATALOG_NOT_RUNNING_CODE = LAKE_ERROR_CODES.catalogNotRunning;

/**
 * Name patterns (`catalogNamePattern`, `tableNamePattern`, …) are SQL LIKE with `%` only: `%`
 * matches any run of characters (also none), every other character — `_` included — matches
 * itself, and matching is case-sensitive. A pattern without `%` is an exact name. The spec says
 * "SQL-style right-fuzzy match, supports %" and nothing about `_`; table names are full of `_`,
 * so treating it as a one-character wildcard would surprise more than it helps.
 */
export const PATTERN_WILDCARD = '%';

/**
 * Lists are in code-unit order of the name (`A` < `_` < `a`), stable across pages. A page token
 * is base64url JSON `{"v":1,"a":<last name returned>,"s":<signature>}`; the signature binds it to
 * the list (operation, parent, pattern), so a token of another list, a hand-made one or garbage is
 * a 400 `InvalidParameter` naming `pageToken`. The page size may change between pages.
 */
export const PAGE_TOKEN_VERSION = 1;

/**
 * Who the console's own changes are made as (createdBy, updatedBy, owner). The spec calls these
 * "principal strings" without a format; these follow the cloud's resource descriptor style.
 */
const ACCOUNT_ID = '1234567890123456';
export const CONSOLE_PRINCIPAL = `acs:ram::${ACCOUNT_ID}:user/alice`;

/** DescribeRegions: the region the console talks to has `type: 'current'`, the others `available`. */
export const CURRENT_REGION = 'cn-hangzhou';
export { CURRENT_REGION_TYPE as REGION_TYPE_CURRENT } from '../../src/api/lake/assumed';
export const REGION_TYPE_AVAILABLE = 'available';

/**
 * Storage summaries: `generatedDate` is today (local calendar day) and `currentValue` is now;
 * `lastDayValue` is the end of yesterday and `lastMonthValue` the end of the day 30 days before.
 * A summary `date` names a past day (values at its end); a date after today is a 400. Sizes grow
 * linearly over each table's life (its creation to its last write); counts follow creation times.
 */
export const LAST_MONTH_DAYS = 30;

/** Temporary credentials live this long (`expiresAtMillis` = now + 1 h). */
export const TOKEN_TTL_MS = 3_600_000;
export const TOKEN_KEYS = {
  accessKeyId: 'fs.store.accessKeyId',
  accessKeySecret: 'fs.store.accessKeySecret',
  securityToken: 'fs.store.securityToken',
  endpoint: 'fs.store.endpoint',
  bucket: 'fs.store.bucket',
} as const;
/** The catalog token is for the internal network; a table token follows `isInternal` (default true). */
export const OSS_ENDPOINT_INTERNAL = `oss-${CURRENT_REGION}-internal.aliyuncs.com`;
export const OSS_ENDPOINT_PUBLIC = `oss-${CURRENT_REGION}.aliyuncs.com`;

/**
 * A 400 `InvalidParameter` names the parameter at the start of its message and also carries it as
 * `resourceType: 'PARAMETER'`, `resourceName: <path>` (for example `changes[1].newName`).
 */
export const PARAMETER_RESOURCE_TYPE = 'PARAMETER';

/** Resource types of 404/409/405 bodies. */
export const RESOURCE_TYPES = {
  catalog: 'CATALOG',
  database: 'DATABASE',
  table: 'TABLE',
} as const;

/**
 * Dropping a database is refused (405 `DatabaseNotEmpty`) while it holds tables; its functions and
 * views do not block it. Dropping a catalog drops everything in it. AlterCatalog/AlterDatabase
 * refuse a key that is both removed and updated (400 naming `updates.<key>`). CreateCatalog adds a
 * `warehouse` option (`oss://<bucket>/<name>`) when none is given. CreateTable assigns field ids
 * to fields sent without one. Dropping a catalog that is already `DELETING` changes nothing (200).
 */
export const DEFAULT_BUCKET = 'parapet-lake-cn-hangzhou';
