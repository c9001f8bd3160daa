/**
 * Who may call what (docs/deploy.md "Roles"), part of the contract: the gateway enforces it, the
 * demo's mock answers `/api/session` and enforces it the same way, and the console says which role
 * a control it cannot use needs. Three roles, each including the one before it.
 * - `viewer`: every read (every GET operation of the three registries) but the storage tokens;
 * - `editor`: + the writes in EDITOR_WRITES (screen layouts, catalog/database/table writes,
 *   disabling a webhook);
 * - `admin`: + everything in ADMIN_ONLY (shares, receivers, roles and users, permissions, the
 *   storage tokens), i.e. every operation.
 * A read needs `viewer` unless ADMIN_ONLY names it; a write must be named in one of the two tables,
 * else the gateway refuses to start (`requiredRole` throws), so a write added to a registry cannot
 * slip through with no role: gateway/roles.test.ts walks every operation of every registry.
 */
import type { HttpMethod, ServiceName } from './operationSpec';

/** What the role table needs to know of an operation. */
export interface RoleTableOperation {
  service: ServiceName;
  name: string;
  method: HttpMethod;
}

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

/** Each role includes every role of a lower rank. */
export const RANK: Readonly<Record<Role, number>> = { viewer: 0, editor: 1, admin: 2 };

export class UnclassifiedOperation extends Error {}

/** The least role that may call `op`. Throws for a write neither table names. */
export function requiredRole(op: RoleTableOperation): Role {
  if (ADMIN_ONLY.has(op.name)) return 'admin';
  if (op.method === 'GET') return 'viewer';
  if (EDITOR_WRITES.has(op.name)) return 'editor';
  throw new UnclassifiedOperation(
    `${op.service} operation ${op.name} (${op.method}) is a write no role names: add it to EDITOR_WRITES or ADMIN_ONLY in src/api/roles.ts`,
  );
}

export function mayCall(role: Role, op: RoleTableOperation): boolean {
  return RANK[role] >= RANK[requiredRole(op)];
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The least role for an operation known only by name: a name the tables list, else a read
 * (`viewer`). For words on a control; `requiredRole` decides what may be called.
 */
export function roleForOperation(name: string): Role {
  if (ADMIN_ONLY.has(name)) return 'admin';
  return EDITOR_WRITES.has(name) ? 'editor' : 'viewer';
}
