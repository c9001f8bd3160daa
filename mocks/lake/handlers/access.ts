/**
 * The lake mock's "Permissions, roles, users, network" section and the assumed ListRoles,
 * ListUsers and ListPermissions (src/api/lake/accessOperations.ts has the interface note). State:
 * mocks/lake/store/access.ts (permissions, journaled ops) and lake/store/principals.ts (users, roles,
 * VPCs). Errors: `{code, message, resourceType, resourceName}`; 404 `NotFound` and 409
 * `AlreadyExists` name a ROLE or USER; a batch's failed rows come back in `failurePermissions`
 * while the valid rows are applied.
 */
import {
  ACCESS_RESOURCE_TYPES,
  LAKE_ERROR_CODES,
  LIST_PERMISSIONS_INHERITED_PARAM,
  ROLE_DESCRIPTION_MAX,
  ROLE_DISPLAY_NAME_MAX,
  ROLE_NAME_PATTERN,
  ROLE_PREDEFINED,
  ACCESS_ERROR_CODES,
} from '../../../src/api/lake/assumed';
import type { LakeOperationName } from '../routes';
import { mockDb } from '../../database';
import {
  accessOf,
  checkGrant,
  hasPermission,
  listPermissions,
  permissionKey,
  readPermission,
  type StoredPermission,
} from '../store/access';
import type { LakeRoleRecord, LakeUserRecord, Principals } from '../store/principals';
import { SortedNames } from '../store/sortedNames';
import { int64Response } from '../../core/int64Json';
import { decodePageToken, encodePageToken, type PageScope } from './pageTokens';
import { invalidParameter } from './errors';
import { catalogWithId, databaseIn, lakeDb } from './lookup';
import { booleanParam, jsonBody, listPage, parseMaxResults, type JsonRecord } from './params';
import { batchAnswer, batchRows, echo, type Failure } from './permissionBatches';
import { MockHttpError, type MockBody } from '../../core/mockService';

type AccessKind = keyof typeof ACCESS_RESOURCE_TYPES;
const LABEL: Readonly<Record<AccessKind, string>> = {
  role: 'Role',
  user: 'User',
  permission: 'Permission',
};

function notFound(kind: AccessKind, name: string, detail = ''): MockHttpError {
  return new MockHttpError(
    404,
    `${LABEL[kind]} ${JSON.stringify(name)} does not exist${detail}.`,
    LAKE_ERROR_CODES.notFound,
    { resourceType: ACCESS_RESOURCE_TYPES[kind], resourceName: name },
  );
}

const principals = (): Principals => accessOf(lakeDb()).principals;

function userView(user: LakeUserRecord) {
  return {
    userId: user.userId,
    userName: user.userName,
    displayName: user.displayName,
    userPrincipal: user.userPrincipal,
    type: user.type,
    createdAt: user.createdAt,
    createdBy: user.createdBy,
    updatedAt: user.updatedAt,
    updatedBy: user.updatedBy,
  };
}

function roleView(role: LakeRoleRecord, all: Principals) {
  return {
    roleName: role.roleName,
    displayName: role.displayName,
    description: role.description,
    rolePrincipal: role.rolePrincipal,
    isPredefined: role.isPredefined,
    users: role.members.flatMap((member) => {
      const user = all.users.get(member);
      return user ? [userView(user)] : [];
    }),
    createdAt: role.createdAt,
    createdBy: role.createdBy,
    updatedAt: role.updatedAt,
    updatedBy: role.updatedBy,
  };
}

function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name) ?? '';
  if (value === '') throw invalidParameter(name, 'is required.');
  return value;
}

function roleOf(rolePrincipal: string): LakeRoleRecord {
  const role = principals().rolesByPrincipal.get(rolePrincipal);
  if (!role) throw notFound('role', rolePrincipal);
  return role;
}

function optionalText(body: JsonRecord, field: string, max: number): string {
  const value = body[field] ?? '';
  if (typeof value !== 'string') throw invalidParameter(field, 'must be a string.');
  if (value.length > max) throw invalidParameter(field, `must be at most ${max} characters.`);
  return value;
}

export const accessBodies: Partial<Record<LakeOperationName, MockBody>> = {
  ListUsers: ({ query }) => {
    const all = principals();
    // Users page by name (names are unique in the account).
    const byName = SortedNames.from(all.users.values(), (user) => user.userName);
    const page = listPage(byName, {
      query,
      patternParam: 'userNamePattern',
      list: 'ListUsers',
      parent: '',
      nameOf: (user) => user.userName,
    });
    return { users: page.items.map(userView), nextPageToken: page.nextPageToken };
  },

  GetUser: ({ query }) => {
    const principal = requiredParam(query, 'userPrincipal');
    const user = principals().users.get(principal);
    if (!user) throw notFound('user', principal);
    return userView(user);
  },

  ListRoles: ({ query }) => {
    const all = principals();
    const member = query.get('userPrincipal') ?? '';
    if (member !== '' && !all.users.has(member)) throw notFound('user', member);
    const page = listPage(all.roles, {
      query,
      patternParam: 'roleNamePattern',
      list: 'ListRoles',
      parent: member,
      nameOf: (role) => role.roleName,
      ...(member === ''
        ? {}
        : { visible: (role: LakeRoleRecord) => role.members.includes(member) }),
    });
    return {
      roles: page.items.map((role) => roleView(role, all)),
      nextPageToken: page.nextPageToken,
    };
  },

  GetRole: ({ query }) => roleView(roleOf(requiredParam(query, 'rolePrincipal')), principals()),

  CreateRole: async ({ request }) => {
    const body = await jsonBody(request);
    const { roleName } = body;
    if (typeof roleName !== 'string' || !ROLE_NAME_PATTERN.test(roleName)) {
      throw invalidParameter(
        'roleName',
        'must be 1–64 letters, digits or underscores, starting with a letter.',
      );
    }
    const displayName = optionalText(body, 'displayName', ROLE_DISPLAY_NAME_MAX);
    const description = optionalText(body, 'description', ROLE_DESCRIPTION_MAX);
    if (principals().roles.has(roleName)) {
      throw new MockHttpError(
        409,
        `Role ${JSON.stringify(roleName)} already exists.`,
        LAKE_ERROR_CODES.alreadyExists,
        { resourceType: ACCESS_RESOURCE_TYPES.role, resourceName: roleName },
      );
    }
    mockDb().record({
      service: 'lake',
      op: 'createRole',
      at: Date.now(),
      roleName,
      displayName,
      description,
    });
    return {};
  },

  DeleteRole: ({ query }) => {
    const role = roleOf(requiredParam(query, 'rolePrincipal'));
    if (role.isPredefined === ROLE_PREDEFINED) {
      throw new MockHttpError(
        409,
        `Role ${JSON.stringify(role.roleName)} is predefined and cannot be deleted.`,
        ACCESS_ERROR_CODES.predefinedRole,
        { resourceType: ACCESS_RESOURCE_TYPES.role, resourceName: role.rolePrincipal },
      );
    }
    mockDb().record({
      service: 'lake',
      op: 'deleteRole',
      at: Date.now(),
      rolePrincipal: role.rolePrincipal,
    });
    return {};
  },

  GrantRoleToUsers: async ({ request }) => {
    const body = await jsonBody(request);
    const { rolePrincipal, userPrincipals } = body;
    if (typeof rolePrincipal !== 'string' || rolePrincipal === '') {
      throw invalidParameter('rolePrincipal', 'is required.');
    }
    if (
      !Array.isArray(userPrincipals) ||
      userPrincipals.length === 0 ||
      !userPrincipals.every((user) => typeof user === 'string')
    ) {
      throw invalidParameter('userPrincipals', 'must be a non-empty array of user principals.');
    }
    const role = roleOf(rolePrincipal);
    const all = principals();
    const unknown = (userPrincipals as string[]).find((user) => !all.users.has(user));
    if (unknown !== undefined) throw notFound('user', unknown);
    mockDb().record({
      service: 'lake',
      op: 'grantRoleToUsers',
      at: Date.now(),
      rolePrincipal: role.rolePrincipal,
      userPrincipals: [...new Set(userPrincipals as string[])],
    });
    return {};
  },

  GetVpcConfig: () =>
    int64Response({
      trustedVpcs: principals().vpcs.map((vpc) => ({
        vpcId: vpc.vpcId,
        extendedOptions: { ...vpc.extendedOptions },
        createdAt: BigInt(vpc.createdAt),
      })),
    }),

  ListPermissions: ({ path, query }) => {
    const now = Date.now();
    const catalog = catalogWithId(path.catalogId, now);
    const principal = query.get('principal') ?? '';
    const database = query.get('database') ?? '';
    const table = query.get('table') ?? '';
    const inherited = booleanParam(query, LIST_PERMISSIONS_INHERITED_PARAM, false);
    if (table !== '' && database === '') throw invalidParameter('table', 'needs database.');
    if (database !== '') {
      const db = databaseIn(catalog, database);
      if (table !== '' && !db.tables.has(table)) {
        throw new MockHttpError(
          404,
          `Table ${JSON.stringify(table)} does not exist in database ${JSON.stringify(database)}.`,
          LAKE_ERROR_CODES.notFound,
          { resourceType: 'TABLE', resourceName: table },
        );
      }
    }
    const all = listPermissions(lakeDb(), catalog.id, {
      principal,
      database,
      table,
      inherited,
    });
    const limit = parseMaxResults(query);
    const scope: PageScope = {
      list: 'ListPermissions',
      parent: [catalog.id, principal, database, table, String(inherited)].join('\u0001'),
      pattern: '',
    };
    const token = query.get('pageToken') ?? '';
    let start = 0;
    if (token !== '') {
      const after = decodePageToken(scope, token);
      if (after === null) {
        throw invalidParameter(
          'pageToken',
          'is not a token of this list; pass the nextPageToken of the previous page (same filters), or none for the first page.',
        );
      }
      start = all.findIndex((p) => permissionKey(p) > after);
      if (start < 0) start = all.length;
    }
    const items = all.slice(start, start + limit);
    const last = items[items.length - 1];
    return {
      permissions: items,
      nextPageToken:
        start + limit < all.length && last ? encodePageToken(scope, permissionKey(last)) : null,
    };
  },

  BatchGrantPermissions: async ({ path, request }) => {
    const now = Date.now();
    const db = lakeDb();
    const catalog = catalogWithId(path.catalogId, now);
    const rows = batchRows(await jsonBody(request));
    const granted: StoredPermission[] = [];
    const failures: Failure[] = [];
    for (const row of rows) {
      const read = readPermission(row);
      const check = read.ok ? checkGrant(db, catalog, read.permission, now) : read;
      if (check.ok) granted.push(check.permission);
      else
        failures.push({
          errorCode: check.code,
          errorMessage: check.message,
          permission: echo(row),
        });
    }
    if (granted.length) {
      mockDb().record({
        service: 'lake',
        op: 'grantPermissions',
        at: now,
        catalogId: catalog.id,
        permissions: granted,
      });
    }
    return batchAnswer(failures, rows.length, 'granted');
  },

  BatchRevokePermissions: async ({ path, request }) => {
    const now = Date.now();
    const db = lakeDb();
    const catalog = catalogWithId(path.catalogId, now);
    const rows = batchRows(await jsonBody(request));
    const revoked: StoredPermission[] = [];
    const failures: Failure[] = [];
    for (const row of rows) {
      const read = readPermission(row);
      if (!read.ok) {
        failures.push({ errorCode: read.code, errorMessage: read.message, permission: echo(row) });
      } else if (!hasPermission(db, catalog.id, read.permission)) {
        failures.push({
          errorCode: ACCESS_ERROR_CODES.permissionNotFound,
          errorMessage: `No such permission is granted in catalog ${JSON.stringify(catalog.name)}.`,
          permission: read.permission,
        });
      } else {
        revoked.push(read.permission);
      }
    }
    if (revoked.length === 0) {
      throw new MockHttpError(
        404,
        `None of the ${rows.length} permissions is granted in catalog ${JSON.stringify(catalog.name)}.`,
        LAKE_ERROR_CODES.notFound,
        { resourceType: ACCESS_RESOURCE_TYPES.permission, resourceName: catalog.name },
      );
    }
    mockDb().record({
      service: 'lake',
      op: 'revokePermissions',
      at: now,
      catalogId: catalog.id,
      permissions: revoked,
    });
    return batchAnswer(failures, rows.length, 'revoked');
  },
};
