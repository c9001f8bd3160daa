/**
 * The permissions the lake mock starts with: grants on real catalogs, databases and tables to the
 * seeded users and roles, with column lists, expiries (one already past) and a row filter on
 * `sales.customers`' nested `address.country`.
 */
import { ROW_FILTER } from '../../../src/api/lake/assumed';
import type { DataField } from '../../../src/api/lake/schemas';
import type { StoredPermission } from '../store/permission';
import { lakeRolePrincipal, userPrincipal } from '../store/principals';
import { fieldAtPath, tableSchemaOf } from '../store/rowFilterCheck';
import { PRINCIPALS } from './sales';
import type { LakeDb, LakeTable } from '../store/types';

const DAY = 86_400_000;

// ---------------------------------------------------------------- seed

/** Where a seeded permission points: a catalog by name, and the permission in it. */
type PermissionSeed = [catalog: string, permission: StoredPermission];

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The row filter seeded on `sales.customers` (a nested ROW column): built from its schema. */
function customersRowFilter(table: LakeTable): StoredPermission['rowFilter'] {
  const schema = tableSchemaOf(table);
  const country = fieldAtPath(schema, 'address.country');
  const vip = fieldAtPath(schema, 'vip_level');
  if (!country || !vip) return undefined;
  const leaf = (
    name: string,
    found: { field: DataField; index: number },
    fn: string,
    literal: string,
  ) =>
    `{"kind":"LEAF","transform":{"name":"${ROW_FILTER.fieldTransform}","fieldRef":${JSON.stringify({
      name,
      type: found.field.type,
      index: found.index,
    })},"inputs":[]},"function":"${fn}","literals":[${literal}]}`;
  return {
    expression: "`address`.`country` IN ('CN', 'HK') AND `vip_level` >= 3",
    predicate: `{"kind":"AND","children":[${leaf('address.country', country, 'IN', '"CN","HK"')},${leaf('vip_level', vip, 'GREATER_OR_EQUAL', '3')}]}`,
  };
}

export function seedPermissions(db: LakeDb): PermissionSeed[] {
  const { alice, bob, carol, dave, etl, flink } = PRINCIPALS;
  const anchor = db.anchorMs;
  const role = lakeRolePrincipal;
  const user = userPrincipal;
  const customers = db.catalogs.get('sales_lake')?.databases.get('sales')?.tables.get('customers');
  const rowFilter = customers ? customersRowFilter(customers) : undefined;
  const marketing = db.catalogs.get('marketing_iceberg')?.databases.values()[0]?.name;
  const seeds: PermissionSeed[] = [
    ['sales_lake', { resourceType: 'CATALOG', access: 'ALL', principal: role('admin') }],
    ['sales_lake', { resourceType: 'CATALOG', access: 'ALL', principal: alice }],
    ['sales_lake', { resourceType: 'CATALOG', access: 'SELECT', principal: role('data_reader') }],
    ['sales_lake', { resourceType: 'CATALOG', access: 'DESCRIBE', principal: role('data_reader') }],
    ['sales_lake', { resourceType: 'CATALOG', access: 'SELECT', principal: role('data_editor') }],
    ['sales_lake', { resourceType: 'CATALOG', access: 'ALTER', principal: role('data_editor') }],
    [
      'sales_lake',
      {
        resourceType: 'DATABASE',
        database: 'sales',
        access: 'DESCRIBE',
        principal: role('analysts'),
      },
    ],
    [
      'sales_lake',
      { resourceType: 'DATABASE', database: 'sales', access: 'LIST', principal: role('analysts') },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'orders',
        access: 'SELECT',
        principal: role('analysts'),
        columns: {
          columnNames: ['order_id', 'dt', 'region', 'order_status', 'channel', 'total_amount'],
        },
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'customers',
        access: 'SELECT',
        principal: role('analysts'),
        columns: { excludedColumnNames: ['email', 'phone'] },
        ...(rowFilter ? { rowFilter } : {}),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'orders',
        access: 'SELECT',
        principal: bob,
        expireTime: iso(anchor + 90 * DAY),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'customers',
        access: 'SELECT',
        principal: carol,
        columns: { excludedColumnNames: ['phone'] },
        expireTime: iso(anchor + 30 * DAY),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'payments',
        access: 'SELECT',
        principal: role('finance_auditors'),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'products',
        access: 'SELECT',
        principal: user('judy'),
        // Expired three days before the anchor: still listed until revoked.
        expireTime: iso(anchor - 3 * DAY),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'orders',
        access: 'INSERT',
        principal: etl,
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'orders',
        access: 'UPDATE',
        principal: etl,
      },
    ],
    [
      'sales_lake',
      { resourceType: 'DATABASE', database: 'staging', access: 'ALL', principal: etl },
    ],
    [
      'sales_lake',
      { resourceType: 'DATABASE', database: 'telemetry', access: 'CREATE_TABLE', principal: flink },
    ],
    [
      'sales_lake',
      {
        resourceType: 'DATABASE',
        database: 'telemetry',
        access: 'SELECT',
        principal: role('ml_engineers'),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'FUNCTION',
        database: 'sales',
        function: 'mask_email',
        access: 'EXECUTE',
        principal: role('analysts'),
      },
    ],
    [
      'sales_lake',
      {
        resourceType: 'VIEW',
        database: 'sales',
        view: 'daily_revenue',
        access: 'SELECT',
        principal: dave,
      },
    ],
    [
      'finance_archive',
      { resourceType: 'CATALOG', access: 'SELECT', principal: role('finance_auditors') },
    ],
    ['finance_archive', { resourceType: 'CATALOG', access: 'DESCRIBE', principal: dave }],
  ];
  if (marketing) {
    seeds.push([
      'marketing_iceberg',
      {
        resourceType: 'DATABASE',
        database: marketing,
        access: 'SELECT',
        principal: role('marketing_ops'),
      },
    ]);
    seeds.push([
      'marketing_iceberg',
      { resourceType: 'CATALOG', access: 'ALL', principal: role('admin') },
    ]);
  }
  return seeds;
}
