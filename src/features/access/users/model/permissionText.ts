import type { Permission } from '../../../../api/lake/accessSchemas';

/** Where a permission applies, as a path: `sales`, `sales.orders` (a catalog-level one: ''). */
export function resourcePath(permission: Permission): string {
  const object = permission.table ?? permission.view ?? permission.function;
  if (!permission.database) return '';
  return object ? `${permission.database}.${object}` : permission.database;
}

/** The expiry as a time (ms), null when it never expires, NaN when it cannot be read. */
export function expiryOf(permission: Permission): number | null {
  if (!permission.expireTime) return null;
  return Date.parse(permission.expireTime);
}
