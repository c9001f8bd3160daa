/**
 * The lake mock's access state, one estate with the catalogs: principals (lake/store/principals.ts) and
 * a permission store per catalog id whose principals are real users and roles and whose resources
 * are real databases, tables, functions and views. Changes are journaled lake ops (AccessOp);
 * dropping a catalog, database or table removes the permissions on it (lake.ts calls
 * `dropPermissionsOn` from its drop ops), and deleting a role removes its permissions.
 *
 * The state hangs off the LakeDb it belongs to (a WeakMap), seeded on first use from the seeded
 * estate: lake.ts seeds it before any journaled op applies, so seeded grants always name seeded
 * resources. The rules the service applies to each permission are `checkPermission`'s (the API
 * layer's twin is the console's grant builder; assumed.ts documents both).
 */
import {
  ACCESS_ERROR_CODES,
  PERMISSION_ACCESS,
  PERMISSION_FINE_GRAINED_ACCESS,
  type PermissionResourceType,
} from '../../../src/api/lake/assumed';
import {
  createRole,
  deleteRole,
  grantRoleToUsers,
  principalExists,
  seedPrincipals,
  type Principals,
} from './principals';
import { seedPermissions } from '../seeds/permissions';
import { isObject, rowFilterProblem, tableSchemaOf } from './rowFilterCheck';
import type { LakeCatalog, LakeDatabase, LakeDb, LakeTable } from './types';

/** A permission as stored and answered (the spec's Permission, empty parts left out). */
export { rowFilterProblem, tableSchemaOf };

export interface StoredPermission {
  resourceType: string;
  database?: string;
  table?: string;
  function?: string;
  view?: string;
  access: string;
  principal: string;
  columns?: { columnNames?: string[]; excludedColumnNames?: string[] };
  expireTime?: string;
  rowFilter?: { expression: string; predicate: string };
}

export interface AccessState {
  principals: Principals;
  /** Per catalog id: permissions by identity key (permissionKey). */
  permissions: Map<string, Map<string, StoredPermission>>;
}

// ---------------------------------------------------------------- identity and order

const RESOURCE_RANK: Readonly<Record<string, number>> = {
  CATALOG: 0,
  DATABASE: 1,
  TABLE: 2,
  VIEW: 3,
  FUNCTION: 4,
};

/** The object a permission names below its database (table, view or function), or ''. */
export const objectName = (p: StoredPermission): string => p.table ?? p.view ?? p.function ?? '';

/**
 * A permission's identity, which is also its list order: principal, resource (catalog before
 * database before its objects), access. Columns, row filter and expiry are not part of it.
 */
export function permissionKey(p: StoredPermission): string {
  const rank = RESOURCE_RANK[p.resourceType] ?? 9;
  return [p.principal, p.database ?? '', rank, objectName(p), p.resourceType, p.access].join(
    '\u0001',
  );
}

// ---------------------------------------------------------------- state

const states = new WeakMap<LakeDb, AccessState>();

/** The access state of this estate, seeded on first use. */
export function accessOf(db: LakeDb): AccessState {
  let state = states.get(db);
  if (!state) {
    state = seedAccess(db);
    states.set(db, state);
  }
  return state;
}

function permissionsOf(state: AccessState, catalogId: string): Map<string, StoredPermission> {
  let map = state.permissions.get(catalogId);
  if (!map) {
    map = new Map();
    state.permissions.set(catalogId, map);
  }
  return map;
}

/** A catalog's permissions in list order. */
export function catalogPermissions(db: LakeDb, catalogId: string): StoredPermission[] {
  const map = accessOf(db).permissions.get(catalogId);
  if (!map) return [];
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, p]) => p);
}

// ---------------------------------------------------------------- resources

interface Resolved {
  database?: LakeDatabase;
  table?: LakeTable;
}

/** What a permission names, or the reason it names nothing of this catalog. */
function resolveResource(
  catalog: LakeCatalog,
  p: StoredPermission,
): { ok: true; resolved: Resolved } | { ok: false; code: string; message: string } {
  const missing = (message: string) => ({
    ok: false as const,
    code: ACCESS_ERROR_CODES.resourceNotFound,
    message,
  });
  if (p.resourceType === 'CATALOG') return { ok: true, resolved: {} };
  if (!p.database) return missing(`A ${p.resourceType} permission needs its database.`);
  const database = catalog.databases.get(p.database);
  if (!database) {
    return missing(
      `Database ${JSON.stringify(p.database)} does not exist in catalog ${JSON.stringify(catalog.name)}.`,
    );
  }
  if (p.resourceType === 'DATABASE') return { ok: true, resolved: { database } };
  const where = ` in database ${JSON.stringify(database.name)}`;
  if (p.resourceType === 'TABLE') {
    if (!p.table) return missing('A TABLE permission needs its table.');
    const table = database.tables.get(p.table);
    if (!table) return missing(`Table ${JSON.stringify(p.table)} does not exist${where}.`);
    return { ok: true, resolved: { database, table } };
  }
  if (p.resourceType === 'VIEW') {
    if (!p.view) return missing('A VIEW permission needs its view.');
    if (!database.views.has(p.view)) {
      return missing(`View ${JSON.stringify(p.view)} does not exist${where}.`);
    }
    return { ok: true, resolved: { database } };
  }
  if (!p.function) return missing('A FUNCTION permission needs its function.');
  if (!database.functions.has(p.function)) {
    return missing(`Function ${JSON.stringify(p.function)} does not exist${where}.`);
  }
  return { ok: true, resolved: { database } };
}

// ---------------------------------------------------------------- checking one permission

export type PermissionCheck =
  { ok: true; permission: StoredPermission } | { ok: false; code: string; message: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads one permission of a request body into its stored form (no checks against the estate). */
export function readPermission(value: unknown): PermissionCheck {
  const fail = (message: string) => ({
    ok: false as const,
    code: ACCESS_ERROR_CODES.invalidParameter,
    message,
  });
  if (!isObject(value)) return fail('A permission must be an object.');
  const resourceType = text(value.resourceType);
  const access = text(value.access);
  const principal = text(value.principal);
  if (!resourceType) return fail('resourceType is required.');
  if (!access) return fail('access is required.');
  if (!principal) return fail('principal is required.');
  const p: StoredPermission = { resourceType, access, principal };
  for (const key of ['database', 'table', 'function', 'view', 'expireTime'] as const) {
    const v = text(value[key]);
    if (v !== undefined) p[key] = v;
  }
  if (value.columns !== undefined && value.columns !== null) {
    const columns = value.columns;
    if (!isObject(columns)) return fail('columns must be an object.');
    const lists: Record<string, string[]> = {};
    for (const key of ['columnNames', 'excludedColumnNames'] as const) {
      const list = columns[key] ?? [];
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
        return fail(`columns.${key} must be an array of column names.`);
      }
      if (list.length) lists[key] = [...(list as string[])];
    }
    if (lists.columnNames || lists.excludedColumnNames) p.columns = lists;
  }
  if (value.rowFilter !== undefined && value.rowFilter !== null) {
    const filter = value.rowFilter;
    if (!isObject(filter) || typeof filter.predicate !== 'string') {
      return fail('rowFilter needs its predicate (JSON text) and expression.');
    }
    if (filter.predicate !== '') {
      p.rowFilter = {
        expression: typeof filter.expression === 'string' ? filter.expression : '',
        predicate: filter.predicate,
      };
    }
  }
  return { ok: true, permission: p };
}

/** Checks a permission against the estate, as BatchGrantPermissions does for each row. */
export function checkGrant(
  db: LakeDb,
  catalog: LakeCatalog,
  p: StoredPermission,
  now: number,
): PermissionCheck {
  const fail = (code: string, message: string) => ({ ok: false as const, code, message });
  const allowed = PERMISSION_ACCESS[p.resourceType as PermissionResourceType] as
    readonly string[] | undefined;
  if (!allowed) {
    return fail(
      ACCESS_ERROR_CODES.invalidAccess,
      `resourceType ${JSON.stringify(p.resourceType)} is not one of ${Object.keys(PERMISSION_ACCESS).join(', ')}.`,
    );
  }
  if (!allowed.includes(p.access)) {
    return fail(
      ACCESS_ERROR_CODES.invalidAccess,
      `Access ${JSON.stringify(p.access)} does not apply to a ${p.resourceType}; use one of ${allowed.join(', ')}.`,
    );
  }
  if (!principalExists(accessOf(db).principals, p.principal)) {
    return fail(
      ACCESS_ERROR_CODES.principalNotFound,
      `Principal ${JSON.stringify(p.principal)} is not a user or role of this account.`,
    );
  }
  const resource = resolveResource(catalog, p);
  if (!resource.ok) return fail(resource.code, resource.message);
  if (p.expireTime !== undefined) {
    const at = ISO_INSTANT.test(p.expireTime) ? Date.parse(p.expireTime) : NaN;
    if (!Number.isFinite(at)) {
      return fail(
        ACCESS_ERROR_CODES.invalidExpireTime,
        `expireTime ${JSON.stringify(p.expireTime)} is not an ISO 8601 instant with its zone.`,
      );
    }
    if (at <= now) {
      return fail(
        ACCESS_ERROR_CODES.invalidExpireTime,
        `expireTime ${p.expireTime} has already passed.`,
      );
    }
  }
  const fineGrained = p.columns !== undefined || p.rowFilter !== undefined;
  if (fineGrained && (p.resourceType !== 'TABLE' || p.access !== PERMISSION_FINE_GRAINED_ACCESS)) {
    return fail(
      p.columns ? ACCESS_ERROR_CODES.invalidColumns : ACCESS_ERROR_CODES.invalidRowFilter,
      `Columns and row filters apply only to ${PERMISSION_FINE_GRAINED_ACCESS} on a TABLE.`,
    );
  }
  const table = resource.resolved.table;
  if (table && p.columns) {
    const { columnNames = [], excludedColumnNames = [] } = p.columns;
    if (columnNames.length && excludedColumnNames.length) {
      return fail(
        ACCESS_ERROR_CODES.invalidColumns,
        'Give columnNames or excludedColumnNames, not both.',
      );
    }
    const names = new Set(tableSchemaOf(table).fields.map((f) => f.name));
    const unknown = [...columnNames, ...excludedColumnNames].find((name) => !names.has(name));
    if (unknown !== undefined) {
      return fail(
        ACCESS_ERROR_CODES.columnNotFound,
        `Table ${JSON.stringify(table.name)} has no column ${JSON.stringify(unknown)}.`,
      );
    }
  }
  if (table && p.rowFilter) {
    const problem = rowFilterProblem(p.rowFilter, tableSchemaOf(table));
    if (problem) return fail(ACCESS_ERROR_CODES.invalidRowFilter, problem);
  }
  return { ok: true, permission: p };
}

/** Whether a permission with this identity is stored in the catalog. */
export function hasPermission(db: LakeDb, catalogId: string, p: StoredPermission): boolean {
  return accessOf(db).permissions.get(catalogId)?.has(permissionKey(p)) ?? false;
}

// ---------------------------------------------------------------- listing

export interface PermissionFilter {
  principal?: string | undefined;
  database?: string | undefined;
  table?: string | undefined;
  inherited?: boolean;
}

/** ListPermissions' selection (assumed.ts, LIST_PERMISSIONS_INHERITED_PARAM), in list order. */
export function listPermissions(
  db: LakeDb,
  catalogId: string,
  filter: PermissionFilter,
): StoredPermission[] {
  return catalogPermissions(db, catalogId).filter((p) => {
    if (filter.principal && p.principal !== filter.principal) return false;
    if (!filter.database) return true;
    if (p.resourceType === 'CATALOG') return filter.inherited === true;
    if (p.database !== filter.database) return false;
    if (!filter.table) return true;
    if (p.resourceType === 'DATABASE') return filter.inherited === true;
    return p.resourceType === 'TABLE' && p.table === filter.table;
  });
}

// ---------------------------------------------------------------- journaled ops

interface AccessOpBase {
  service: 'lake';
  at: number;
}
interface CreateRoleOp extends AccessOpBase {
  op: 'createRole';
  roleName: string;
  displayName: string;
  description: string;
}
interface DeleteRoleOp extends AccessOpBase {
  op: 'deleteRole';
  rolePrincipal: string;
}
interface GrantRoleOp extends AccessOpBase {
  op: 'grantRoleToUsers';
  rolePrincipal: string;
  userPrincipals: string[];
}
interface GrantPermissionsOp extends AccessOpBase {
  op: 'grantPermissions';
  catalogId: string;
  permissions: StoredPermission[];
}
interface RevokePermissionsOp extends AccessOpBase {
  op: 'revokePermissions';
  catalogId: string;
  permissions: StoredPermission[];
}
export type AccessOp =
  CreateRoleOp | DeleteRoleOp | GrantRoleOp | GrantPermissionsOp | RevokePermissionsOp;

const ACCESS_OPS: ReadonlySet<string> = new Set([
  'createRole',
  'deleteRole',
  'grantRoleToUsers',
  'grantPermissions',
  'revokePermissions',
]);

/** Whether a lake op is one of these (lake.ts dispatches on it). */
export function isAccessOpKind(op: { op: string }): op is AccessOp {
  return ACCESS_OPS.has(op.op);
}

export function applyAccessOp(db: LakeDb, op: AccessOp): void {
  const state = accessOf(db);
  switch (op.op) {
    case 'createRole':
      createRole(state.principals, op);
      return;
    case 'deleteRole':
      if (!deleteRole(state.principals, op.rolePrincipal)) return;
      for (const map of state.permissions.values()) {
        for (const [key, p] of map) if (p.principal === op.rolePrincipal) map.delete(key);
      }
      return;
    case 'grantRoleToUsers':
      grantRoleToUsers(state.principals, op.rolePrincipal, op.userPrincipals, op.at);
      return;
    case 'grantPermissions': {
      const map = permissionsOf(state, op.catalogId);
      for (const p of op.permissions) map.set(permissionKey(p), structuredClone(p));
      return;
    }
    case 'revokePermissions': {
      const map = state.permissions.get(op.catalogId);
      for (const p of op.permissions) map?.delete(permissionKey(p));
      return;
    }
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
const isPermissionList = (value: unknown): value is StoredPermission[] =>
  Array.isArray(value) && value.every((item) => readPermission(item).ok);

/** Validates an access op read back from storage. */
export function isAccessOp(v: Record<string, unknown>): boolean {
  switch (v.op) {
    case 'createRole':
      return isString(v.roleName) && isString(v.displayName) && isString(v.description);
    case 'deleteRole':
      return isString(v.rolePrincipal);
    case 'grantRoleToUsers':
      return isString(v.rolePrincipal) && isStringList(v.userPrincipals);
    case 'grantPermissions':
    case 'revokePermissions':
      return isString(v.catalogId) && isPermissionList(v.permissions);
    default:
      return false;
  }
}

/**
 * The hook of lake.ts's drop ops: dropping a catalog removes every permission on it, a database
 * those on it and in it, a table those on it.
 */
export function dropPermissionsOn(
  db: LakeDb,
  target: { catalogId: string; database?: string; table?: string },
): void {
  const map = accessOf(db).permissions.get(target.catalogId);
  if (!map) return;
  if (target.database === undefined) {
    map.clear();
    return;
  }
  for (const [key, p] of map) {
    if (p.resourceType === 'CATALOG' || p.database !== target.database) continue;
    if (target.table === undefined || (p.resourceType === 'TABLE' && p.table === target.table)) {
      map.delete(key);
    }
  }
}

function seedAccess(db: LakeDb): AccessState {
  const state: AccessState = { principals: seedPrincipals(db.anchorMs), permissions: new Map() };
  states.set(db, state);
  for (const [catalogName, permission] of seedPermissions(db)) {
    const catalog = db.catalogs.get(catalogName);
    if (!catalog) continue;
    // Seeds name seeded resources only; one that does not resolve is left out, not stored broken.
    if (!resolveResource(catalog, permission).ok) continue;
    permissionsOf(state, catalog.id).set(permissionKey(permission), permission);
  }
  return state;
}
