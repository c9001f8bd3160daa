import { describe, expect, it } from 'vitest';
import type { TableSchema } from '../../../../api/lake/schemas';
import { accessRows, principalsOf, resourceText, revocable, scopeOf } from './accessRows';
import { filterColumns } from './filterColumns';
import { buildPermissions, newGrantDraft, permissionKey, type PermissionBody } from './grantDraft';
import { type FilterGroup } from './rowFilter';
import { parsePredicateText } from './predicateText';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const schema: TableSchema = {
  fields: [
    { name: 'id', type: { type: 'BIGINT' } },
    { name: 'region', type: { type: 'STRING' } },
    {
      name: 'buyer',
      type: { type: 'ROW', fields: [{ name: 'city', type: { type: 'STRING' } }] },
    },
  ],
  primaryKeys: [],
  partitionKeys: [],
  options: {},
};
const columns = filterColumns(schema);
const ALICE = 'acs:ram::1:user/alice';
const ANALYSTS = 'acs:dlf::1:role/analysts';
const cityFilter: FilterGroup = {
  kind: 'group',
  id: 'root',
  op: 'AND',
  children: [
    { kind: 'condition', id: 'c', column: 'buyer.city', operator: 'eq', values: ['Paris'] },
  ],
};

describe('the permissions body', () => {
  it('makes one permission per principal and access, fine-grained parts on SELECT only', () => {
    const draft = newGrantDraft({
      resourceType: 'TABLE',
      database: 'sales',
      object: 'orders',
      access: ['SELECT', 'INSERT'],
      principals: [ALICE, ANALYSTS],
      columnMode: 'exclude',
      columns: ['region'],
      expireTime: '2026-12-31T16:00:00+08:00',
      filter: cityFilter,
    });
    const built = buildPermissions(draft, columns, NOW);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.permissions).toHaveLength(4);
    const [select, insert] = built.permissions;
    expect(select).toEqual({
      resourceType: 'TABLE',
      database: 'sales',
      table: 'orders',
      access: 'SELECT',
      principal: ALICE,
      columns: { columnNames: [], excludedColumnNames: ['region'] },
      expireTime: '2026-12-31T08:00:00.000Z',
      rowFilter: {
        expression: "`buyer`.`city` = 'Paris'",
        predicate: expect.any(String) as string,
      },
    });
    expect(parsePredicateText(select!.rowFilter!.predicate)).toMatchObject({
      kind: 'LEAF',
      function: 'EQUAL',
      transform: { fieldRef: { name: 'buyer.city', index: 2 } },
      literals: ['Paris'],
    });
    expect(insert).toEqual({
      resourceType: 'TABLE',
      database: 'sales',
      table: 'orders',
      access: 'INSERT',
      principal: ALICE,
      expireTime: '2026-12-31T08:00:00.000Z',
    });
    expect(built.permissions.map((p) => p.principal)).toEqual([ALICE, ALICE, ANALYSTS, ANALYSTS]);
  });

  it('names the resource by its type', () => {
    const base = { access: ['DROP'], principals: [ALICE] };
    const body = (start: Parameters<typeof newGrantDraft>[0]) => {
      const built = buildPermissions(newGrantDraft({ ...base, ...start }), null, NOW);
      return built.ok ? built.permissions[0] : built.problems;
    };
    expect(body({ resourceType: 'CATALOG', database: 'ignored' })).toEqual({
      resourceType: 'CATALOG',
      access: 'DROP',
      principal: ALICE,
    });
    expect(body({ resourceType: 'DATABASE', database: 'sales' })).toMatchObject({
      database: 'sales',
    });
    expect(body({ resourceType: 'FUNCTION', database: 'sales', object: 'f' })).toMatchObject({
      database: 'sales',
      function: 'f',
    });
    expect(body({ resourceType: 'VIEW', database: 'sales', object: 'v' })).toMatchObject({
      view: 'v',
    });
    // No columns or filter off a table, even when the draft still holds some.
    expect(
      body({ resourceType: 'VIEW', database: 'sales', object: 'v', columnMode: 'include' }),
    ).not.toHaveProperty('columns');
  });

  it('reports what is missing or wrong', () => {
    const built = buildPermissions(
      newGrantDraft({
        resourceType: 'TABLE',
        access: ['SELECT'],
        columnMode: 'include',
        expireTime: '2026-11-26T11:59:00Z',
        filter: {
          ...cityFilter,
          children: [{ kind: 'condition', id: 'x', column: 'id', operator: 'eq', values: ['x'] }],
        },
      }),
      columns,
      NOW,
    );
    expect(!built.ok && built.problems.map((p) => p.code)).toEqual([
      'noDatabase',
      'noObject',
      'noPrincipals',
      'expiryPast',
      'noColumns',
      'filter',
    ]);
    const invalid = buildPermissions(
      newGrantDraft({
        resourceType: 'CATALOG',
        access: ['ALL'],
        principals: [ALICE],
        expireTime: 'soon',
      }),
      null,
      NOW,
    );
    expect(!invalid.ok && invalid.problems).toEqual([{ code: 'expiryInvalid' }]);
    expect(buildPermissions(newGrantDraft(), null, NOW)).toMatchObject({ ok: false });
  });

  it('identifies a permission by principal, resource and access only', () => {
    const a: PermissionBody = {
      resourceType: 'TABLE',
      database: 'sales',
      table: 'orders',
      access: 'SELECT',
      principal: ALICE,
    };
    expect(permissionKey({ ...a, expireTime: '2027-01-01T00:00:00Z' })).toBe(permissionKey(a));
    expect(permissionKey({ ...a, access: 'INSERT' })).not.toBe(permissionKey(a));
    expect(permissionKey({ ...a, principal: ANALYSTS })).not.toBe(permissionKey(a));
  });
});

describe('access rows', () => {
  const on = (resourceType: string, extra: Partial<PermissionBody> = {}): PermissionBody => ({
    resourceType,
    access: 'SELECT',
    principal: ALICE,
    ...extra,
  });

  it('marks where each permission was granted, seen from a catalog, database or table', () => {
    const catalog = on('CATALOG');
    const database = on('DATABASE', { database: 'sales' });
    const table = on('TABLE', { database: 'sales', table: 'orders' });
    const other = on('TABLE', { database: 'sales', table: 'items' });
    expect([catalog, database, table].map((p) => scopeOf(p, {}))).toEqual([
      'here',
      'inside',
      'inside',
    ]);
    expect([catalog, database, table].map((p) => scopeOf(p, { database: 'sales' }))).toEqual([
      'catalog',
      'here',
      'inside',
    ]);
    const place = { database: 'sales', table: 'orders' };
    expect([catalog, database, table, other].map((p) => scopeOf(p, place))).toEqual([
      'catalog',
      'database',
      'here',
      'inside',
    ]);
  });

  it('orders by principal, then here before inherited, and marks expired ones', () => {
    const rows = accessRows(
      [
        on('CATALOG', { principal: ANALYSTS }),
        on('CATALOG', { access: 'DESCRIBE' }),
        on('TABLE', { database: 'sales', table: 'orders', expireTime: '2026-11-26T11:00:00Z' }),
        on('DATABASE', { database: 'sales', expireTime: '2027-01-01T00:00:00Z' }),
      ],
      { database: 'sales', table: 'orders' },
      NOW,
    );
    expect(rows.map((r) => [r.permission.principal, r.scope, r.expired])).toEqual([
      [ANALYSTS, 'catalog', false],
      [ALICE, 'here', true],
      [ALICE, 'database', false],
      [ALICE, 'catalog', false],
    ]);
    expect(rows[1]!.expiresAt).toBe(Date.parse('2026-11-26T11:00:00Z'));
    expect(rows.filter(revocable)).toHaveLength(1);
    expect(principalsOf(rows)).toEqual([ANALYSTS, ALICE]);
    expect(resourceText(rows[1]!.permission)).toBe('sales.orders');
    expect(resourceText(rows[3]!.permission)).toBe('');
  });
});
