/**
 * "Who can do what here": the permissions ListPermissions gives for a catalog, database or table
 * (with the ones inherited from above, assumed.ts LIST_PERMISSIONS_INHERITED_PARAM), each marked
 * with where it was granted relative to the page, ordered by principal.
 */
import { permissionKey, type PermissionBody } from './grantDraft';

/** The resource whose Access tab is shown. */
export interface AccessPlace {
  database?: string | undefined;
  table?: string | undefined;
}

/**
 * `here`: granted on this resource; `catalog`/`database`: inherited from the catalog or the
 * database above it; `inside`: granted on something inside this resource (a database's table).
 */
export type AccessScope = 'here' | 'catalog' | 'database' | 'inside';

export interface AccessRow<P extends PermissionBody = PermissionBody> {
  key: string;
  permission: P;
  scope: AccessScope;
  /** Expiry as Unix ms (null: never or unreadable). */
  expiresAt: number | null;
  expired: boolean;
}

export function scopeOf(permission: PermissionBody, place: AccessPlace): AccessScope {
  const level =
    place.table !== undefined ? 'TABLE' : place.database !== undefined ? 'DATABASE' : 'CATALOG';
  const type = permission.resourceType.toUpperCase();
  if (type === 'CATALOG') return level === 'CATALOG' ? 'here' : 'catalog';
  if (type === 'DATABASE') {
    if (level === 'CATALOG') return 'inside';
    return level === 'DATABASE' ? 'here' : 'database';
  }
  if (level === 'TABLE' && type === 'TABLE' && permission.table === place.table) return 'here';
  return 'inside';
}

const SCOPE_ORDER: Record<AccessScope, number> = { here: 0, inside: 1, database: 2, catalog: 3 };

/** The rows of the tab, by principal, then where granted (here first), resource and access. */
export function accessRows<P extends PermissionBody>(
  permissions: readonly P[],
  place: AccessPlace,
  now: number,
): AccessRow<P>[] {
  return permissions
    .map((permission) => {
      const at = permission.expireTime ? Date.parse(permission.expireTime) : NaN;
      const expiresAt = Number.isNaN(at) ? null : at;
      return {
        key: permissionKey(permission),
        permission,
        scope: scopeOf(permission, place),
        expiresAt,
        expired: expiresAt !== null && expiresAt <= now,
      };
    })
    .sort(
      (a, b) =>
        a.permission.principal.localeCompare(b.permission.principal) ||
        SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] ||
        resourceText(a.permission).localeCompare(resourceText(b.permission)) ||
        a.permission.access.localeCompare(b.permission.access),
    );
}

/** The resource a permission names, as a path (`sales.orders`); '' for the catalog itself. */
export function resourceText(permission: PermissionBody): string {
  const leaf = permission.table ?? permission.function ?? permission.view;
  return [permission.database, leaf].filter((part) => part !== undefined && part !== '').join('.');
}

/** Rows that may be revoked from this page: granted here or on something inside it. */
export const revocable = (row: AccessRow) => row.scope === 'here' || row.scope === 'inside';

/** Principals of the rows, each once, in order. */
export function principalsOf(rows: readonly AccessRow[]): string[] {
  return [...new Set(rows.map((row) => row.permission.principal))];
}
