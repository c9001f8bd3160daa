/**
 * The lake mock's access state, one estate with the catalogs: principals (principals.ts) and a
 * permission store per catalog id whose principals are real users and roles and whose resources
 * are real databases, tables, functions and views (one permission: permission.ts). Changes are
 * journaled lake ops (AccessOp); dropping a catalog, database or table removes the permissions on
 * it (the part's drop table), and deleting a role removes its permissions.
 *
 * The state hangs off the LakeDb it belongs to (a WeakMap), seeded on first use from the seeded
 * estate: store.ts seeds it before any journaled op applies, so seeded grants always name seeded
 * resources. The rules the service applies to each permission are `checkGrant`'s (the API
 * layer's twin is the console's grant builder; assumed.ts documents both).
 */
import {
  ACCESS_ERROR_CODES,
  PERMISSION_ACCESS,
  PERMISSION_FINE_GRAINED_ACCESS,
  type PermissionResourceType,
} from '../../../src/api/lake/assumed';
import { seedPermissions } from '../seeds/permissions';
import {
  isString,
  isStringList,
  type DropTarget,
  type LakeOpBase,
  type LakeStorePart,
} from './part';
import {
  ISO_INSTANT,
  permissionKey,
  readPermission,
  resolveResource,
  type PermissionCheck,
  type StoredPermission,
} from './permission';
import {
  createRole,
  deleteRole,
  grantRoleToUsers,
  principalExists,
  seedPrincipals,
  type Principals,
} from './principals';
import { rowFilterProblem, tableSchemaOf } from './rowFilterCheck';
import type { LakeCatalog, LakeDb } from './types';

export { permissionKey, readPermission, rowFilterProblem, tableSchemaOf };
export type { PermissionCheck, StoredPermission };

export interface AccessState {
  principals: Principals;
  /** Per catalog id: permissions by identity key (permissionKey). */
  permissions: Map<string, Map<string, StoredPermission>>;
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

interface CreateRoleOp extends LakeOpBase {
  op: 'createRole';
  roleName: string;
  displayName: string;
  description: string;
}
interface DeleteRoleOp extends LakeOpBase {
  op: 'deleteRole';
  rolePrincipal: string;
}
interface GrantRoleOp extends LakeOpBase {
  op: 'grantRoleToUsers';
  rolePrincipal: string;
  userPrincipals: string[];
}
interface GrantPermissionsOp extends LakeOpBase {
  op: 'grantPermissions';
  catalogId: string;
  permissions: StoredPermission[];
}
interface RevokePermissionsOp extends LakeOpBase {
  op: 'revokePermissions';
  catalogId: string;
  permissions: StoredPermission[];
}
export type AccessOp =
  CreateRoleOp | DeleteRoleOp | GrantRoleOp | GrantPermissionsOp | RevokePermissionsOp;

const isPermissionList = (value: unknown): value is StoredPermission[] =>
  Array.isArray(value) && value.every((item) => readPermission(item).ok);

/**
 * A catalog, database or table was dropped: the permissions on it go (a database takes those on
 * it and in it; a catalog every one of its permissions).
 */
function dropPermissions(db: LakeDb, target: DropTarget): void {
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

/** Roles, users and permissions: their ops, and what a drop takes from the permissions. */
export const accessPart: LakeStorePart<AccessOp> = {
  ops: {
    createRole: {
      apply: (db, op) => createRole(accessOf(db).principals, op),
      isValid: (v) => isString(v.roleName) && isString(v.displayName) && isString(v.description),
    },
    deleteRole: {
      apply(db, op) {
        const state = accessOf(db);
        if (!deleteRole(state.principals, op.rolePrincipal)) return;
        for (const map of state.permissions.values()) {
          for (const [key, p] of map) if (p.principal === op.rolePrincipal) map.delete(key);
        }
      },
      isValid: (v) => isString(v.rolePrincipal),
    },
    grantRoleToUsers: {
      apply: (db, op) =>
        grantRoleToUsers(accessOf(db).principals, op.rolePrincipal, op.userPrincipals, op.at),
      isValid: (v) => isString(v.rolePrincipal) && isStringList(v.userPrincipals),
    },
    grantPermissions: {
      apply(db, op) {
        const map = permissionsOf(accessOf(db), op.catalogId);
        for (const p of op.permissions) map.set(permissionKey(p), structuredClone(p));
      },
      isValid: (v) => isString(v.catalogId) && isPermissionList(v.permissions),
    },
    revokePermissions: {
      apply(db, op) {
        const map = accessOf(db).permissions.get(op.catalogId);
        for (const p of op.permissions) map?.delete(permissionKey(p));
      },
      isValid: (v) => isString(v.catalogId) && isPermissionList(v.permissions),
    },
  },
  drops: { catalog: dropPermissions, database: dropPermissions, table: dropPermissions },
};

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
