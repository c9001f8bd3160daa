/**
 * Who may call what (docs/deploy.md "Roles"): three roles, each including the one before it.
 * - `viewer`: every read (every GET operation of the three registries) but the storage tokens;
 * - `editor`: + the writes in EDITOR_WRITES (screen layouts, catalog/database/table writes,
 *   disabling a webhook);
 * - `admin`: + everything in ADMIN_ONLY (shares, receivers, roles and users, permissions, the
 *   storage tokens), i.e. every operation.
 * A read needs `viewer` unless ADMIN_ONLY names it; a write must be named in one of the two tables,
 * else the gateway refuses to start (`requiredRole` throws), so a write added to a registry cannot
 * slip through with no role: roles.test.ts walks every operation of every registry.
 */
import type { AllowedOperation } from './allowList';

export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Writes an editor may call (and an admin). */
export const EDITOR_WRITES: ReadonlySet<string> = new Set([
  // screen layouts
  'CreateScreenSetting',
  'DeleteScreenSetting',
  // catalogs, databases, tables
  'CreateCatalog',
  'AlterCatalog',
  'DropCatalog',
  'CreateDatabase',
  'AlterDatabase',
  'DropDatabase',
  'CreateTable',
  'AlterTable',
  'DropTable',
  // webhooks
  'DisableWebhook',
]);

/** Operations only an admin may call: the lake's shares, receivers, roles, users, permissions and
 * VPC sections' writes, and the reads that hand out storage credentials. */
export const ADMIN_ONLY: ReadonlySet<string> = new Set([
  // shares
  'CreateShare',
  'AlterShare',
  'DropShare',
  'AlterShareResources',
  // receivers
  'AlterShareReceivers',
  'CreateReceiver',
  'AlterReceiver',
  'DropReceiver',
  // roles and users
  'CreateRole',
  'DeleteRole',
  'GrantRoleToUsers',
  // permissions
  'BatchGrantPermissions',
  'BatchRevokePermissions',
  // storage tokens
  'GetCatalogToken',
  'GetTableToken',
]);

const RANK: Record<Role, number> = { viewer: 0, editor: 1, admin: 2 };

export class UnclassifiedOperation extends Error {}

/** The least role that may call `op`. Throws for a write neither table names. */
export function requiredRole(op: Pick<AllowedOperation, 'name' | 'method' | 'service'>): Role {
  if (ADMIN_ONLY.has(op.name)) return 'admin';
  if (op.method === 'GET') return 'viewer';
  if (EDITOR_WRITES.has(op.name)) return 'editor';
  throw new UnclassifiedOperation(
    `${op.service} operation ${op.name} (${op.method}) is a write no role names: add it to EDITOR_WRITES or ADMIN_ONLY in gateway/roles.ts`,
  );
}

export function mayCall(role: Role, op: AllowedOperation): boolean {
  return RANK[role] >= RANK[requiredRole(op)];
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The role of a person from their IdP claim (a string or a list of strings, e.g. `groups`) and
 * the configured map (claim value → role): the highest role any value maps to, else `fallback`
 * (null: no role, sign-in is refused).
 */
export function roleFromClaim(
  claim: unknown,
  map: ReadonlyMap<string, Role>,
  fallback: Role | null,
): Role | null {
  const values = Array.isArray(claim)
    ? claim.filter((value): value is string => typeof value === 'string')
    : typeof claim === 'string'
      ? claim.split(/[\s,]+/).filter(Boolean)
      : [];
  let best: Role | null = null;
  for (const value of values) {
    const role = map.get(value);
    if (role && (best === null || RANK[role] > RANK[best])) best = role;
  }
  return best ?? fallback;
}
