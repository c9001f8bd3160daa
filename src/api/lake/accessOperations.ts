/**
 * The spec's "Permissions, roles, users, network" section (specs/lake-catalog-api.md), plus the
 * assumed ListRoles, ListUsers and ListPermissions of docs/design.md §3. Paths under
 * `/lake/v1/auth`.
 *
 * Interface note (the contract the Access tab, the grant builder and the role/user pages use):
 * - Call through the registry (`callOperation(lakeOperations.X, …)`) or `lakeAccessQueries`
 *   (accessQueries.ts) / `lakeAccessMutations` (accessMutations.ts) / `lakeCache` (cache.ts):
 *   `permissions(catalogId, filter, list)`,
 *   `roles(list)`, `role(rolePrincipal)`, `users(list)`, `user(userPrincipal)`, `vpcConfig()`;
 *   mutations `grantPermissions`, `revokePermissions`, `createRole`, `deleteRole`,
 *   `grantRoleToUsers`; after a write `lakeCache.permissionsChanged(client, catalogId)`,
 *   `lakeCache.rolesChanged(client, rolePrincipal?)`, `lakeCache.roleDropped(client, principal)`.
 * - ListPermissions filters (assumed.ts, LIST_PERMISSIONS_INHERITED_PARAM): `principal` exact;
 *   `database` = that database and everything in it; `table` (needs `database`) = that table.
 *   `inherited: true` also returns what is granted above (catalog; catalog and database for a
 *   table), so a table's Access tab is ONE call: ListPermissions({catalogId, database, table,
 *   inherited: true}); each row says its level by `resourceType` (CATALOG/DATABASE/TABLE…). The
 *   mock implements exactly this (mocks/lake/store/access.ts).
 * - A Permission's `rowFilter.predicate` is a string: the JSON text of the Predicate tree
 *   (assumed.ts, ROW_FILTER); `predicateSchema` reads the parsed tree. `expireTime` is an ISO 8601
 *   instant (PERMISSION_EXPIRE_TIME); access values per resourceType are PERMISSION_ACCESS.
 * - BatchGrant/BatchRevoke answer 200 `{success, failurePermissions, errorMessage}`: on a partial
 *   failure `success` is false, each failed row comes back with `errorCode`/`errorMessage` and the
 *   other rows ARE applied. BatchRevoke answers 404 when no row matched anything. At most
 *   BATCH_PERMISSIONS_MAX rows a call (refused before sending).
 * - Principals: users `acs:ram::<account>:user/<name>` (IAM_USER) or `…:role/<name>` (IAM_ROLE),
 *   lake roles `acs:dlf::<account>:role/<name>` (PRINCIPAL_PATTERNS). A user's roles:
 *   ListRoles({userPrincipal}). Predefined roles (`isPredefined: "true"`) cannot be deleted (409).
 */
import { defineOperation, defineOperations, refuse } from '../operationSpec';
import {
  batchPermissionsResultSchema,
  listPermissionsResponseSchema,
  listRolesResponseSchema,
  listUsersResponseSchema,
  roleSchema,
  userSchema,
  vpcConfigSchema,
  vpcJson,
} from './accessSchemas';
import {
  BATCH_PERMISSIONS_MAX,
  LIST_PERMISSIONS_INHERITED_PARAM,
  ROLE_DESCRIPTION_MAX,
  ROLE_DISPLAY_NAME_MAX,
  ROLE_NAME_PATTERN,
} from './assumed';
import { emptyResponseSchema } from './schemas';
import { listQuery, type CatalogIdTarget, type ListParams } from './params';

const AUTH = '/lake/v1/auth';

/** A Permission as the console sends it; empty parts are left out of the body. */
export interface PermissionInput {
  resourceType: string;
  database?: string | undefined;
  table?: string | undefined;
  function?: string | undefined;
  view?: string | undefined;
  access: string;
  principal: string;
  columns?: { columnNames?: string[]; excludedColumnNames?: string[] } | undefined;
  expireTime?: string | undefined;
  rowFilter?: { expression: string; predicate: string } | undefined;
}

export interface BatchPermissionsParams extends CatalogIdTarget {
  permissions: PermissionInput[];
}

export interface ListPermissionsParams extends CatalogIdTarget, Omit<ListParams, 'pattern'> {
  principal?: string | undefined;
  database?: string | undefined;
  table?: string | undefined;
  /** Also what is granted above the database/table (assumed.ts). */
  inherited?: boolean | undefined;
}

export interface ListRolesParams extends ListParams {
  /** Only the roles granted to this user (assumed). */
  userPrincipal?: string | undefined;
}

export interface CreateRoleParams {
  roleName: string;
  displayName?: string | undefined;
  description?: string | undefined;
}

/** The body form of one permission: only the fields that say something. */
export function permissionBody(permission: PermissionInput): Record<string, unknown> {
  const out: Record<string, unknown> = {
    resourceType: permission.resourceType,
    access: permission.access,
    principal: permission.principal,
  };
  for (const key of ['database', 'table', 'function', 'view', 'expireTime'] as const) {
    const value = permission[key];
    if (value) out[key] = value;
  }
  const included = permission.columns?.columnNames ?? [];
  const excluded = permission.columns?.excludedColumnNames ?? [];
  if (included.length || excluded.length) {
    out.columns = {
      ...(included.length ? { columnNames: included } : {}),
      ...(excluded.length ? { excludedColumnNames: excluded } : {}),
    };
  }
  if (permission.rowFilter?.predicate) out.rowFilter = { ...permission.rowFilter };
  return out;
}

function batchBody({ permissions }: BatchPermissionsParams) {
  if (permissions.length === 0) refuse('permissions', 'at least one permission is needed');
  if (permissions.length > BATCH_PERMISSIONS_MAX) {
    refuse('permissions', `at most ${BATCH_PERMISSIONS_MAX} permissions a call`);
  }
  permissions.forEach((permission, index) => {
    if (!permission.principal) refuse(`permissions[${index}].principal`, 'is required');
    if (!permission.access) refuse(`permissions[${index}].access`, 'is required');
  });
  return { permissions: permissions.map(permissionBody) };
}

const principalQuery = (name: string) => (p: Record<string, string>) => {
  const value = p[name] ?? '';
  if (value === '') refuse(name, 'is required');
  return { [name]: value };
};

export const accessOperations = {
  BatchGrantPermissions: defineOperation<BatchPermissionsParams>()({
    method: 'POST',
    path: `${AUTH}/permissions/:catalogId/batchgrant`,
    body: batchBody,
    response: batchPermissionsResultSchema,
  }),
  BatchRevokePermissions: defineOperation<BatchPermissionsParams>()({
    method: 'POST',
    path: `${AUTH}/permissions/:catalogId/batchrevoke`,
    body: batchBody,
    response: batchPermissionsResultSchema,
  }),
  CreateRole: defineOperation<CreateRoleParams>()({
    method: 'POST',
    path: `${AUTH}/roles`,
    body: ({ roleName, displayName, description }) => {
      if (!ROLE_NAME_PATTERN.test(roleName)) {
        refuse('roleName', '1–64 letters, digits or underscores, starting with a letter');
      }
      if ((displayName ?? '').length > ROLE_DISPLAY_NAME_MAX) {
        refuse('displayName', `at most ${ROLE_DISPLAY_NAME_MAX} characters`);
      }
      if ((description ?? '').length > ROLE_DESCRIPTION_MAX) {
        refuse('description', `at most ${ROLE_DESCRIPTION_MAX} characters`);
      }
      return {
        roleName,
        ...(displayName ? { displayName } : {}),
        ...(description ? { description } : {}),
      };
    },
    response: emptyResponseSchema,
  }),
  GetRole: defineOperation<{ rolePrincipal: string }>()({
    method: 'GET',
    path: `${AUTH}/roles`,
    query: principalQuery('rolePrincipal'),
    response: roleSchema,
    staleTime: 30_000,
  }),
  DeleteRole: defineOperation<{ rolePrincipal: string }>()({
    method: 'DELETE',
    path: `${AUTH}/roles`,
    query: principalQuery('rolePrincipal'),
    response: emptyResponseSchema,
  }),
  GetUser: defineOperation<{ userPrincipal: string }>()({
    method: 'GET',
    path: `${AUTH}/users`,
    query: principalQuery('userPrincipal'),
    response: userSchema,
    staleTime: 30_000,
  }),
  GrantRoleToUsers: defineOperation<{ rolePrincipal: string; userPrincipals: string[] }>()({
    method: 'POST',
    path: `${AUTH}/roles/grant`,
    body: ({ rolePrincipal, userPrincipals }) => {
      if (!rolePrincipal) refuse('rolePrincipal', 'is required');
      if (userPrincipals.length === 0) refuse('userPrincipals', 'at least one user is needed');
      return { userPrincipals: [...new Set(userPrincipals)], rolePrincipal };
    },
    response: emptyResponseSchema,
  }),
  GetVpcConfig: defineOperation()({
    method: 'GET',
    path: `${AUTH}/vpc`,
    response: vpcConfigSchema,
    parseJson: vpcJson,
    staleTime: 60_000,
  }),

  // Assumed list operations (docs/design.md §3)
  ListRoles: defineOperation<ListRolesParams>()({
    method: 'GET',
    path: `${AUTH}/roles/list`,
    query: (p) => ({
      ...listQuery(p, 'roleNamePattern'),
      userPrincipal: p.userPrincipal || undefined,
    }),
    response: listRolesResponseSchema,
    assumed: true,
    staleTime: 30_000,
  }),
  ListUsers: defineOperation<ListParams>()({
    method: 'GET',
    path: `${AUTH}/users/list`,
    query: (p) => listQuery(p, 'userNamePattern'),
    response: listUsersResponseSchema,
    assumed: true,
    staleTime: 30_000,
  }),
  ListPermissions: defineOperation<ListPermissionsParams>()({
    method: 'GET',
    path: `${AUTH}/permissions/:catalogId`,
    query: (p) => {
      if (p.table && !p.database) refuse('table', 'needs its database');
      return {
        ...listQuery({ maxResults: p.maxResults, pageToken: p.pageToken }, 'pattern'),
        principal: p.principal || undefined,
        database: p.database || undefined,
        table: p.table || undefined,
        [LIST_PERMISSIONS_INHERITED_PARAM]: p.inherited ? true : undefined,
      };
    },
    response: listPermissionsResponseSchema,
    assumed: true,
    staleTime: 30_000,
  }),
};

/** The section's registry: what its queries and mutations call. */
export const lakeAccessOperations = defineOperations('lake', accessOperations);
