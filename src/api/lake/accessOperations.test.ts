// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { apiFailure } from '../../../test/apiFailure';
import { server } from '../../../test/msw';
import { callOperation } from '../operation';
import { permissionBody } from './accessOperations';
import { predicateSchema } from './accessSchemas';
import { lakeOperations } from './operations';

const {
  BatchGrantPermissions,
  BatchRevokePermissions,
  CreateRole,
  DeleteRole,
  GetRole,
  GetUser,
  GetVpcConfig,
  GrantRoleToUsers,
  ListPermissions,
  ListRoles,
  ListUsers,
} = lakeOperations;

/** Captures the requests to one path and answers with `body` (JSON text when a string). */
function answer(method: 'get' | 'post' | 'delete', path: string, body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.clone());
      return typeof body === 'string'
        ? new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } })
        : HttpResponse.json(body as never, { status });
    }),
  );
  return seen;
}
const query = (request: Request | undefined) =>
  Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);

const ROLE = 'acs:dlf::1234567890123456:role/analysts';
const BOB = 'acs:ram::1234567890123456:user/bob';

describe('access registry', () => {
  it('holds the section’s operations and the three assumed lists at the spec’s paths', () => {
    const route = (name: keyof typeof lakeOperations) =>
      `${lakeOperations[name].method} ${lakeOperations[name].path}`;
    expect(route('BatchGrantPermissions')).toBe(
      'POST /lake/v1/auth/permissions/:catalogId/batchgrant',
    );
    expect(route('BatchRevokePermissions')).toBe(
      'POST /lake/v1/auth/permissions/:catalogId/batchrevoke',
    );
    expect(route('CreateRole')).toBe('POST /lake/v1/auth/roles');
    expect(route('GetRole')).toBe('GET /lake/v1/auth/roles');
    expect(route('DeleteRole')).toBe('DELETE /lake/v1/auth/roles');
    expect(route('GetUser')).toBe('GET /lake/v1/auth/users');
    expect(route('GrantRoleToUsers')).toBe('POST /lake/v1/auth/roles/grant');
    expect(route('GetVpcConfig')).toBe('GET /lake/v1/auth/vpc');
    expect(route('ListRoles')).toBe('GET /lake/v1/auth/roles/list');
    expect(route('ListUsers')).toBe('GET /lake/v1/auth/users/list');
    expect(route('ListPermissions')).toBe('GET /lake/v1/auth/permissions/:catalogId');
    expect([ListRoles, ListUsers, ListPermissions].every((op) => op.assumed)).toBe(true);
    expect(
      [BatchGrantPermissions, CreateRole, GetRole, GetUser, GetVpcConfig].some((op) => op.assumed),
    ).toBe(false);
  });
});

describe('access calls', () => {
  it('sends a batch grant with each permission’s empty parts left out and reads row failures', async () => {
    const seen = answer('post', '/lake/v1/auth/permissions/c-1/batchgrant', {
      success: false,
      errorMessage: '1 of 2 permissions failed',
      failurePermissions: [
        {
          errorCode: 'PrincipalNotFound',
          errorMessage: 'no such user',
          permission: {
            resourceType: 'TABLE',
            database: 'sales',
            table: 'orders',
            access: 'SELECT',
            principal: 'acs:ram::1:user/ghost',
            columns: null,
            rowFilter: null,
            expireTime: null,
          },
        },
      ],
    });
    const result = await callOperation(BatchGrantPermissions, {
      catalogId: 'c-1',
      permissions: [
        {
          resourceType: 'TABLE',
          database: 'sales',
          table: 'orders',
          access: 'SELECT',
          principal: BOB,
          columns: { columnNames: ['order_id'], excludedColumnNames: [] },
          expireTime: '',
          rowFilter: { expression: "`region` = 'cn'", predicate: '{"kind":"LEAF"}' },
        },
        { resourceType: 'CATALOG', access: 'DESCRIBE', principal: ROLE, rowFilter: undefined },
      ],
    });
    expect(await seen[0]?.json()).toEqual({
      permissions: [
        {
          resourceType: 'TABLE',
          database: 'sales',
          table: 'orders',
          access: 'SELECT',
          principal: BOB,
          columns: { columnNames: ['order_id'] },
          rowFilter: { expression: "`region` = 'cn'", predicate: '{"kind":"LEAF"}' },
        },
        { resourceType: 'CATALOG', access: 'DESCRIBE', principal: ROLE },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.errorMessage).toBe('1 of 2 permissions failed');
    expect(result.failurePermissions[0]).toEqual({
      errorCode: 'PrincipalNotFound',
      errorMessage: 'no such user',
      permission: {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'orders',
        access: 'SELECT',
        principal: 'acs:ram::1:user/ghost',
        columns: undefined,
        rowFilter: undefined,
        expireTime: undefined,
        function: undefined,
        view: undefined,
      },
    });
  });

  it('refuses a batch with no rows or a row without principal before sending', async () => {
    const seen = answer('post', '/lake/v1/auth/permissions/c-1/batchrevoke', { success: true });
    const empty = await apiFailure(
      callOperation(BatchRevokePermissions, { catalogId: 'c-1', permissions: [] }),
    );
    expect(empty).toMatchObject({ kind: 'invalid-request', fieldPath: 'permissions' });
    const noPrincipal = await apiFailure(
      callOperation(BatchRevokePermissions, {
        catalogId: 'c-1',
        permissions: [{ resourceType: 'CATALOG', access: 'ALL', principal: '' }],
      }),
    );
    expect(noPrincipal).toMatchObject({ fieldPath: 'permissions[0].principal' });
    expect(seen).toHaveLength(0);
  });

  it('lists permissions with its filters, inherited only when asked, and no table without database', async () => {
    const seen = answer('get', '/lake/v1/auth/permissions/c-1', {
      permissions: [{ resourceType: 'CATALOG', access: 'ALL', principal: ROLE }],
      nextPageToken: null,
    });
    const page = await callOperation(ListPermissions, {
      catalogId: 'c-1',
      database: 'sales',
      table: 'orders',
      inherited: true,
      maxResults: 50,
    });
    expect(page.permissions[0]?.columns).toBeUndefined();
    expect(query(seen[0])).toEqual({
      maxResults: '50',
      database: 'sales',
      table: 'orders',
      inherited: 'true',
    });
    await callOperation(ListPermissions, { catalogId: 'c-1', principal: BOB, inherited: false });
    expect(query(seen[1])).toEqual({ principal: BOB });
    const refused = await apiFailure(
      callOperation(ListPermissions, { catalogId: 'c-1', table: 'orders' }),
    );
    expect(refused).toMatchObject({ kind: 'invalid-request', fieldPath: 'table' });
  });

  it('creates a role (name checked before sending) and reads a 409 from the service', async () => {
    const seen = answer(
      'post',
      '/lake/v1/auth/roles',
      { code: 'AlreadyExists', message: 'Role "analysts" already exists.', resourceType: 'ROLE' },
      409,
    );
    const conflict = await apiFailure(
      callOperation(CreateRole, { roleName: 'analysts', displayName: 'Analysts', description: '' }),
    );
    expect(conflict).toMatchObject({ status: 409, code: 'AlreadyExists' });
    expect(await seen[0]?.json()).toEqual({ roleName: 'analysts', displayName: 'Analysts' });
    const badName = await apiFailure(callOperation(CreateRole, { roleName: '9 lives' }));
    expect(badName).toMatchObject({ kind: 'invalid-request', fieldPath: 'roleName' });
    expect(seen).toHaveLength(1);
  });

  it('addresses roles and users by principal in the query', async () => {
    const role = answer('get', '/lake/v1/auth/roles', {
      roleName: 'analysts',
      rolePrincipal: ROLE,
      isPredefined: 'false',
      users: [{ userName: 'bob', userPrincipal: BOB, type: 'IAM_USER', createdAt: 1 }],
    });
    const read = await callOperation(GetRole, { rolePrincipal: ROLE });
    expect(query(role[0])).toEqual({ rolePrincipal: ROLE });
    expect(read.users[0]).toMatchObject({ userName: 'bob', type: 'IAM_USER' });

    const deleted = answer('delete', '/lake/v1/auth/roles', {});
    await callOperation(DeleteRole, { rolePrincipal: ROLE });
    expect(query(deleted[0])).toEqual({ rolePrincipal: ROLE });

    const user = answer('get', '/lake/v1/auth/users', { userName: 'bob', userPrincipal: BOB });
    expect(await callOperation(GetUser, { userPrincipal: BOB })).toMatchObject({ type: '' });
    expect(query(user[0])).toEqual({ userPrincipal: BOB });
    const missing = await apiFailure(callOperation(GetUser, { userPrincipal: '' }));
    expect(missing).toMatchObject({ kind: 'invalid-request', fieldPath: 'userPrincipal' });

    const roles = answer('get', '/lake/v1/auth/roles/list', { roles: [], nextPageToken: null });
    await callOperation(ListRoles, { userPrincipal: BOB, pattern: 'ana%' });
    expect(query(roles[0])).toEqual({ userPrincipal: BOB, roleNamePattern: 'ana%' });
  });

  it('grants a role to users once each', async () => {
    const seen = answer('post', '/lake/v1/auth/roles/grant', {});
    await callOperation(GrantRoleToUsers, { rolePrincipal: ROLE, userPrincipals: [BOB, BOB] });
    expect(await seen[0]?.json()).toEqual({ userPrincipals: [BOB], rolePrincipal: ROLE });
    const none = await apiFailure(
      callOperation(GrantRoleToUsers, { rolePrincipal: ROLE, userPrincipals: [] }),
    );
    expect(none).toMatchObject({ kind: 'invalid-request', fieldPath: 'userPrincipals' });
  });

  it('reads VPC creation times exactly and refuses one beyond 2^53 as malformed', async () => {
    answer(
      'get',
      '/lake/v1/auth/vpc',
      '{"trustedVpcs":[{"vpcId":"vpc-1","extendedOptions":{"regionId":"cn-hangzhou"},"createdAt":1764000000000}]}',
    );
    const config = await callOperation(GetVpcConfig, undefined);
    expect(config.trustedVpcs).toEqual([
      {
        vpcId: 'vpc-1',
        extendedOptions: { regionId: 'cn-hangzhou' },
        createdAt: 1_764_000_000_000,
      },
    ]);
    answer(
      'get',
      '/lake/v1/auth/vpc',
      '{"trustedVpcs":[{"vpcId":"v","createdAt":9007199254740993}]}',
    );
    const error = await apiFailure(callOperation(GetVpcConfig, undefined));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      fieldPath: 'trustedVpcs[0].createdAt',
    });
  });

  it('names the broken field of a malformed user list', async () => {
    answer('get', '/lake/v1/auth/users/list', { users: [{ userName: 'x', userPrincipal: 7 }] });
    const error = await apiFailure(callOperation(ListUsers, {}));
    expect(error).toMatchObject({ kind: 'invalid-response', fieldPath: 'users[0].userPrincipal' });
  });
});

describe('row filter building blocks', () => {
  it('reads a nested Predicate tree with its transform and field reference', () => {
    const tree = {
      kind: 'AND',
      children: [
        {
          kind: 'LEAF',
          function: 'EQUAL',
          transform: {
            name: 'FIELD_REF',
            fieldRef: { name: 'address.country', type: { type: 'CHAR', length: 2 }, index: 9 },
            inputs: [],
          },
          literals: ['CN'],
        },
        { kind: 'OR', children: [{ kind: 'LEAF', function: 'IS_NULL', literals: [] }] },
      ],
    };
    expect(predicateSchema.parse(tree)).toEqual(tree);
    const broken = predicateSchema.safeParse({
      kind: 'AND',
      children: [{ kind: 'LEAF', transform: { name: 'FIELD_REF', fieldRef: { name: 'x' } } }],
    });
    expect(broken.success).toBe(false);
  });

  it('permissionBody keeps excluded columns and drops an empty row filter', () => {
    expect(
      permissionBody({
        resourceType: 'TABLE',
        database: 'd',
        table: 't',
        access: 'SELECT',
        principal: BOB,
        columns: { excludedColumnNames: ['email'] },
        rowFilter: { expression: '', predicate: '' },
      }),
    ).toEqual({
      resourceType: 'TABLE',
      database: 'd',
      table: 't',
      access: 'SELECT',
      principal: BOB,
      columns: { excludedColumnNames: ['email'] },
    });
  });
});
