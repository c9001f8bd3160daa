// @vitest-environment jsdom
import type * as z from 'zod/mini';
import { apiFailure } from '../../../test/apiFailure';
import {
  ACCESS_ERROR_CODES,
  BATCH_PERMISSIONS_MAX,
  PRINCIPAL_PATTERNS,
} from '../../../src/api/lake/assumed';
import { lakeOperations as ops } from '../../../src/api/lake/operations';
import { callOperation } from '../../../src/api/operation';
import { configureMockDb, mockDb } from '../../database';
import { lakeRolePrincipal, userPrincipal } from '../store/principals';
import { setFaultSpec } from '../../core/faultState';
import { server } from '../../node';
import { webStorage } from '../../core/storage';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

type ListPermissionsPage = z.infer<typeof ops.ListPermissions.response>;
type PermissionInput = Parameters<
  NonNullable<typeof ops.BatchGrantPermissions.body>
>[0]['permissions'][number];

async function catalogId(name: string): Promise<string> {
  return (await callOperation(ops.GetCatalog, { catalog: name })).id;
}

const BOB = userPrincipal('bob');
const KEVIN = userPrincipal('kevin');
const ANALYSTS = lakeRolePrincipal('analysts');

/** `address.country = 'CN'` on sales.customers, as the grant builder writes it. */
function countryFilter(index: number, literal = '"CN"') {
  return {
    expression: "`address`.`country` = 'CN'",
    predicate: `{"kind":"LEAF","transform":{"name":"FIELD_REF","fieldRef":{"name":"address.country","type":{"type":"CHAR","length":2},"index":${index}},"inputs":[]},"function":"EQUAL","literals":[${literal}]}`,
  };
}

async function customersAddressIndex(id: string): Promise<number> {
  const table = await callOperation(ops.GetTable, {
    catalogId: id,
    database: 'sales',
    table: 'customers',
  });
  return table.schema?.fields.findIndex((f) => f.name === 'address') ?? -1;
}

describe('lake mock: users and roles', () => {
  it('lists users of both types with descriptor principals, paged by name with % patterns', async () => {
    const first = await callOperation(ops.ListUsers, { maxResults: 10 });
    expect(first.users).toHaveLength(10);
    expect(first.nextPageToken).toBeTruthy();
    const rest = await callOperation(ops.ListUsers, {
      maxResults: 1000,
      pageToken: first.nextPageToken,
    });
    const all = [...first.users, ...rest.users];
    expect(rest.nextPageToken).toBeNull();
    expect(new Set(all.map((u) => u.type))).toEqual(new Set(['IAM_USER', 'IAM_ROLE']));
    for (const user of all) {
      const pattern =
        user.type === 'IAM_USER' ? PRINCIPAL_PATTERNS.user : PRINCIPAL_PATTERNS.ramRole;
      expect(user.userPrincipal).toMatch(pattern);
    }
    const names = all.map((u) => u.userName);
    expect(names).toEqual([...names].sort());
    const matched = await callOperation(ops.ListUsers, { pattern: 'b%' });
    expect(matched.users.map((u) => u.userName)).toEqual(['bi-dashboard', 'bob']);
  });

  it('creates a role, refuses the same name with 409 AlreadyExists, grants it and deletes it', async () => {
    await callOperation(ops.CreateRole, {
      roleName: 'auditors_2027',
      displayName: 'Auditors',
      description: 'Year-end audit',
    });
    const conflict = await apiFailure(callOperation(ops.CreateRole, { roleName: 'auditors_2027' }));
    expect(conflict).toMatchObject({ status: 409, code: 'AlreadyExists' });
    expect(conflict.message).toContain('auditors_2027');

    const principal = lakeRolePrincipal('auditors_2027');
    expect(principal).toMatch(PRINCIPAL_PATTERNS.lakeRole);
    await callOperation(ops.GrantRoleToUsers, {
      rolePrincipal: principal,
      userPrincipals: [BOB, KEVIN, BOB],
    });
    const role = await callOperation(ops.GetRole, { rolePrincipal: principal });
    expect(role).toMatchObject({ roleName: 'auditors_2027', isPredefined: 'false' });
    expect(role.users.map((u) => u.userName)).toEqual(['bob', 'kevin']);
    const bobs = await callOperation(ops.ListRoles, { userPrincipal: BOB });
    expect(bobs.roles.map((r) => r.roleName)).toEqual(['analysts', 'auditors_2027']);

    await callOperation(ops.DeleteRole, { rolePrincipal: principal });
    const gone = await apiFailure(callOperation(ops.GetRole, { rolePrincipal: principal }));
    expect(gone).toMatchObject({ status: 404, code: 'NotFound' });
  });

  it('keeps role changes across a reload (journaled) and refuses predefined and unknown roles', async () => {
    await callOperation(ops.CreateRole, { roleName: 'kept' });
    await callOperation(ops.GrantRoleToUsers, {
      rolePrincipal: lakeRolePrincipal('kept'),
      userPrincipals: [KEVIN],
    });
    configureMockDb({ scale: 'normal', storage: webStorage('localStorage') });
    expect(mockDb().journal.length).toBeGreaterThan(0);
    const kept = await callOperation(ops.GetRole, { rolePrincipal: lakeRolePrincipal('kept') });
    expect(kept.users.map((u) => u.userPrincipal)).toEqual([KEVIN]);

    const predefined = await apiFailure(
      callOperation(ops.DeleteRole, { rolePrincipal: lakeRolePrincipal('admin') }),
    );
    expect(predefined).toMatchObject({ status: 409, code: ACCESS_ERROR_CODES.predefinedRole });
    const unknownUser = await apiFailure(
      callOperation(ops.GrantRoleToUsers, {
        rolePrincipal: lakeRolePrincipal('kept'),
        userPrincipals: [userPrincipal('nobody')],
      }),
    );
    expect(unknownUser).toMatchObject({ status: 404, code: 'NotFound' });
    expect(unknownUser.message).toContain('user/nobody');
  });

  it('answers GetUser and 404 for an unknown user; a fault gives 401 with the lake body', async () => {
    const user = await callOperation(ops.GetUser, { userPrincipal: BOB });
    expect(user).toMatchObject({ userName: 'bob', type: 'IAM_USER', displayName: 'Bob Li' });
    const missing = await apiFailure(
      callOperation(ops.GetUser, { userPrincipal: userPrincipal('ghost') }),
    );
    expect(missing).toMatchObject({ status: 404, code: 'NotFound' });
    setFaultSpec('lake:GetUser:401');
    const denied = await apiFailure(callOperation(ops.GetUser, { userPrincipal: BOB }));
    expect(denied).toMatchObject({ status: 401 });
  });

  it('lists trusted VPCs with their options and exact creation times', async () => {
    const { trustedVpcs } = await callOperation(ops.GetVpcConfig, undefined);
    expect(trustedVpcs.length).toBeGreaterThanOrEqual(3);
    for (const vpc of trustedVpcs) {
      expect(vpc.vpcId).toMatch(/^vpc-/);
      expect(Number.isSafeInteger(vpc.createdAt)).toBe(true);
      expect(vpc.createdAt).toBeLessThan(mockDb().anchorMs);
    }
    expect(trustedVpcs[0]?.extendedOptions).toHaveProperty('regionId');
  });
});

describe('lake mock: permissions', () => {
  it('seeds permissions on real resources, with columns and a row filter on a nested column', async () => {
    const id = await catalogId('sales_lake');
    const { permissions } = await callOperation(ops.ListPermissions, {
      catalogId: id,
      database: 'sales',
      table: 'customers',
    });
    const analysts = permissions.find((p) => p.principal === ANALYSTS);
    expect(analysts?.columns?.excludedColumnNames).toEqual(['email', 'phone']);
    const predicate = JSON.parse(analysts?.rowFilter?.predicate ?? '{}') as {
      kind: string;
      children: { transform: { fieldRef: { name: string } } }[];
    };
    expect(predicate.kind).toBe('AND');
    expect(predicate.children[0]?.transform.fieldRef.name).toBe('address.country');
    expect(analysts?.rowFilter?.expression).toContain('address');
    // Every listed principal is a real user or role.
    const users = (await callOperation(ops.ListUsers, {})).users.map((u) => u.userPrincipal);
    const roles = (await callOperation(ops.ListRoles, {})).roles.map((r) => r.rolePrincipal);
    const all = await callOperation(ops.ListPermissions, { catalogId: id });
    for (const p of all.permissions) expect([...users, ...roles]).toContain(p.principal);
  });

  it('filters by level and adds what is granted above with inherited', async () => {
    const id = await catalogId('sales_lake');
    const here = await callOperation(ops.ListPermissions, {
      catalogId: id,
      database: 'sales',
      table: 'orders',
    });
    expect(new Set(here.permissions.map((p) => p.resourceType))).toEqual(new Set(['TABLE']));
    expect(here.permissions.every((p) => p.table === 'orders')).toBe(true);
    const inherited = await callOperation(ops.ListPermissions, {
      catalogId: id,
      database: 'sales',
      table: 'orders',
      inherited: true,
    });
    expect(new Set(inherited.permissions.map((p) => p.resourceType))).toEqual(
      new Set(['CATALOG', 'DATABASE', 'TABLE']),
    );
    expect(inherited.permissions.some((p) => p.table === 'customers')).toBe(false);
    const bobs = await callOperation(ops.ListPermissions, { catalogId: id, principal: BOB });
    expect(bobs.permissions.length).toBeGreaterThan(0);
    expect(bobs.permissions.every((p) => p.principal === BOB)).toBe(true);
    // Pages: two permissions a page cover the same list.
    const pages: string[] = [];
    let token: string | null | undefined = null;
    do {
      const page: ListPermissionsPage = await callOperation(ops.ListPermissions, {
        catalogId: id,
        database: 'sales',
        table: 'orders',
        inherited: true,
        maxResults: 2,
        pageToken: token,
      });
      pages.push(...page.permissions.map((p) => `${p.principal} ${p.access}`));
      token = page.nextPageToken;
    } while (token);
    expect(pages).toEqual(inherited.permissions.map((p) => `${p.principal} ${p.access}`));
  });

  it('grants the valid rows of a batch and reports each failed row (partial success)', async () => {
    const id = await catalogId('sales_lake');
    const index = await customersAddressIndex(id);
    const rows: PermissionInput[] = [
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'refunds',
        access: 'SELECT',
        principal: KEVIN,
      },
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'refunds',
        access: 'SELECT',
        principal: userPrincipal('ghost'),
      },
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'no_such',
        access: 'SELECT',
        principal: KEVIN,
      },
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'customers',
        access: 'SELECT',
        principal: KEVIN,
        columns: { columnNames: ['customer_id', 'shoe_size'] },
      },
      { resourceType: 'DATABASE', database: 'sales', access: 'EXECUTE', principal: KEVIN },
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'refunds',
        access: 'INSERT',
        principal: KEVIN,
        expireTime: '2001-01-01T00:00:00Z',
      },
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'customers',
        access: 'SELECT',
        principal: KEVIN,
        rowFilter: countryFilter(index, '42'),
      },
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'customers',
        access: 'SELECT',
        principal: ANALYSTS,
        rowFilter: countryFilter(index),
        expireTime: new Date(Date.now() + 86_400_000).toISOString(),
      },
    ];
    const result = await callOperation(ops.BatchGrantPermissions, {
      catalogId: id,
      permissions: rows,
    });
    expect(result.success).toBe(false);
    expect(result.errorMessage).toBe('6 of 8 permissions failed; the other 2 were granted.');
    expect(
      result.failurePermissions.map((f) => [
        f.permission.principal,
        f.permission.table ?? f.permission.database,
        f.errorCode,
      ]),
    ).toEqual([
      [userPrincipal('ghost'), 'refunds', ACCESS_ERROR_CODES.principalNotFound],
      [KEVIN, 'no_such', ACCESS_ERROR_CODES.resourceNotFound],
      [KEVIN, 'customers', ACCESS_ERROR_CODES.columnNotFound],
      [KEVIN, 'sales', ACCESS_ERROR_CODES.invalidAccess],
      [KEVIN, 'refunds', ACCESS_ERROR_CODES.invalidExpireTime],
      [KEVIN, 'customers', ACCESS_ERROR_CODES.invalidRowFilter],
    ]);
    expect(result.failurePermissions[2]?.errorMessage).toContain('shoe_size');
    expect(result.failurePermissions[5]?.errorMessage).toContain('literals[0]');

    const refunds = await callOperation(ops.ListPermissions, {
      catalogId: id,
      database: 'sales',
      table: 'refunds',
    });
    expect(refunds.permissions.map((p) => p.principal)).toEqual([KEVIN]);
    const customers = await callOperation(ops.ListPermissions, {
      catalogId: id,
      database: 'sales',
      table: 'customers',
      principal: ANALYSTS,
    });
    // Granting the same identity again replaces its columns, row filter and expiry.
    expect(customers.permissions).toHaveLength(1);
    expect(customers.permissions[0]?.rowFilter).toEqual(countryFilter(index));
    expect(customers.permissions[0]?.columns).toBeUndefined();
  });

  it('refuses a malformed predicate, a nested path through a non-ROW column and the wrong index', async () => {
    const id = await catalogId('sales_lake');
    const index = await customersAddressIndex(id);
    const base = {
      resourceType: 'TABLE',
      database: 'sales',
      table: 'customers',
      access: 'SELECT',
      principal: KEVIN,
    };
    const bad = [
      { expression: 'x', predicate: '{"kind":' },
      { expression: 'x', predicate: countryFilter(index + 1).predicate },
      {
        ...countryFilter(index),
        predicate: countryFilter(index).predicate.replace('address.country', 'tags.country'),
      },
      {
        ...countryFilter(index),
        predicate: countryFilter(index).predicate.replace('"EQUAL"', '"LIKE"'),
      },
      { ...countryFilter(index), expression: '' },
    ];
    const result = await callOperation(ops.BatchGrantPermissions, {
      catalogId: id,
      permissions: bad.map((rowFilter) => ({ ...base, rowFilter })),
    });
    expect(result.success).toBe(false);
    expect(result.errorMessage).toBe('None of the 5 permissions was granted.');
    expect(result.failurePermissions.map((f) => f.errorCode)).toEqual(
      Array(5).fill(ACCESS_ERROR_CODES.invalidRowFilter),
    );
  });

  it('revokes what matches, reports the rest, and answers 404 when nothing matches', async () => {
    const id = await catalogId('sales_lake');
    const orders = { resourceType: 'TABLE', database: 'sales', table: 'orders' };
    const result = await callOperation(ops.BatchRevokePermissions, {
      catalogId: id,
      permissions: [
        { ...orders, access: 'SELECT', principal: BOB },
        { ...orders, access: 'DROP', principal: BOB },
      ],
    });
    expect(result).toMatchObject({ success: false });
    expect(result.failurePermissions.map((f) => f.errorCode)).toEqual([
      ACCESS_ERROR_CODES.permissionNotFound,
    ]);
    const none = await apiFailure(
      callOperation(ops.BatchRevokePermissions, {
        catalogId: id,
        permissions: [{ ...orders, access: 'SELECT', principal: BOB }],
      }),
    );
    expect(none).toMatchObject({ status: 404, code: 'NotFound' });
  });

  it('refuses an empty or oversized batch before sending', async () => {
    const id = await catalogId('sales_lake');
    const empty = await apiFailure(
      callOperation(ops.BatchGrantPermissions, { catalogId: id, permissions: [] }),
    );
    expect(empty).toMatchObject({ kind: 'invalid-request', fieldPath: 'permissions' });
    const row = { resourceType: 'CATALOG', access: 'DESCRIBE', principal: KEVIN };
    const many = await apiFailure(
      callOperation(ops.BatchGrantPermissions, {
        catalogId: id,
        permissions: Array(BATCH_PERMISSIONS_MAX + 1).fill(row),
      }),
    );
    expect(many).toMatchObject({ kind: 'invalid-request', fieldPath: 'permissions' });
  });

  it('drops the permissions of a deleted role and of a dropped table', async () => {
    const id = await catalogId('sales_lake');
    await callOperation(ops.CreateRole, { roleName: 'temp' });
    const temp = lakeRolePrincipal('temp');
    await callOperation(ops.BatchGrantPermissions, {
      catalogId: id,
      permissions: [
        { resourceType: 'DATABASE', database: 'sales', access: 'DESCRIBE', principal: temp },
      ],
    });
    expect(
      (await callOperation(ops.ListPermissions, { catalogId: id, principal: temp })).permissions,
    ).toHaveLength(1);
    await callOperation(ops.DeleteRole, { rolePrincipal: temp });
    expect(
      (await callOperation(ops.ListPermissions, { catalogId: id, principal: temp })).permissions,
    ).toHaveLength(0);

    const before = await callOperation(ops.ListPermissions, { catalogId: id, principal: BOB });
    expect(before.permissions.some((p) => p.table === 'orders')).toBe(true);
    await callOperation(ops.DropTable, { catalogId: id, database: 'sales', table: 'orders' });
    const after = await callOperation(ops.ListPermissions, { catalogId: id, principal: BOB });
    expect(after.permissions.some((p) => p.table === 'orders')).toBe(false);
    // Replayed from the journal, the drop still removes them.
    configureMockDb({ scale: 'normal', storage: webStorage('localStorage') });
    const replayed = await callOperation(ops.ListPermissions, { catalogId: id, principal: BOB });
    expect(replayed.permissions.some((p) => p.table === 'orders')).toBe(false);
  });

  it('answers 404 for an unknown catalog or table and 400 for a table without its database', async () => {
    const id = await catalogId('sales_lake');
    expect(
      await apiFailure(callOperation(ops.ListPermissions, { catalogId: 'clg-paimon-nope' })),
    ).toMatchObject({ status: 404 });
    expect(
      await apiFailure(
        callOperation(ops.ListPermissions, { catalogId: id, database: 'sales', table: 'nope' }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await apiFailure(callOperation(ops.ListPermissions, { catalogId: id, table: 'orders' })),
    ).toMatchObject({ kind: 'invalid-request', fieldPath: 'table' });
  });
});
