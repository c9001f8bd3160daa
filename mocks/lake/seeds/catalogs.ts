/**
 * What the lake mock holds (lake-common.md "The mock"): six catalogs in every state the console
 * explains, `sales_lake` with 24 databases and 2,000+ tables. Only `telemetry`, `orders` and
 * `wide_events` grow with the scale, so names are the same at both.
 */
import type { MockScale } from '../../../src/api/mockControl';
import { genericSchema, telemetrySchema } from './tableSchemas';
import {
  PRINCIPALS,
  salesFunctions,
  salesTables,
  salesViews,
  type FunctionSeed,
  type ViewSeed,
} from './sales';
import type { TableSpec } from '../store/tables';
import type { CatalogActivity, TierPolicy } from '../store/types';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

export const LAKE_SEED = 0x1a4ec47a;
const GB = 1024 ** 3;
const MB = 1024 ** 2;

const TELEMETRY_TABLES: Readonly<Record<MockScale, number>> = {
  normal: 1_200,
  large: 10_000,
};

export interface DatabaseSeed {
  name: string;
  ageDays: number;
  owner: string;
  options: Record<string, string>;
  tables: () => TableSpec[];
  functions?: () => FunctionSeed[];
  views?: () => ViewSeed[];
}

interface PrepaySeed {
  instanceId: string;
  instanceStatus: string;
  cu: number;
  createdDaysAgo: number;
  /** Days from the anchor to expiry (negative: already expired). */
  expiresInDays: number;
}

export interface CatalogSeed {
  name: string;
  type: 'PAIMON' | 'ICEBERG';
  status: string;
  ageDays: number;
  owner: string;
  bucket: string;
  isShared?: boolean;
  shareId?: string;
  options: Record<string, string>;
  prepay?: PrepaySeed;
  activity: CatalogActivity;
  databases: (scale: MockScale) => DatabaseSeed[];
}

const { alice, bob, carol, dave, etl, flink, root } = PRINCIPALS;

/** `events_0001` … `events_1200` (… `events_10000` at large), device events by type. */
function telemetryTables(scale: MockScale): TableSpec[] {
  const tables: TableSpec[] = [];
  for (let n = 1; n <= TELEMETRY_TABLES[scale]; n += 1) {
    const name = `events_${String(n).padStart(4, '0')}`;
    const rng = createRng(deriveSeed(LAKE_SEED, 'telemetry', name));
    tables.push({
      name,
      ageDays: rng.int(20, 680),
      buildSchema: telemetrySchema,
      partition: { keys: ['dt'], days: 30, tiers: { ia: 14, archive: 3_650, cold: 7_300 } },
      bytes: Math.round(Math.exp((rng.int(0, 1_000) / 1_000) * Math.log(20_000)) * 40 * MB),
      recordBytes: 180,
      fileBytes: 16 * MB,
      owner: flink,
      writer: flink,
      buckets: 1,
    });
  }
  return tables;
}

const LAYERS = ['ods', 'dwd', 'dws', 'dim', 'ads', 'tmp'] as const;
const SUBJECTS = [
  'account',
  'address',
  'agent',
  'campaign',
  'case',
  'channel',
  'contract',
  'coupon',
  'device',
  'invoice',
  'lead',
  'login',
  'merchant',
  'message',
  'page_view',
  'payment',
  'plan',
  'promotion',
  'refund',
  'review',
  'session',
  'shipment',
  'sku',
  'store',
  'subscription',
  'supplier',
  'ticket',
  'transfer',
  'user',
  'visit',
  'wallet',
  'warehouse',
  'order',
  'return',
  'stock',
  'price',
] as const;
const SUFFIXES = ['', '_daily', '_hourly', '_snapshot', '_detail', '_agg', '_history'] as const;

/** `count` distinct warehouse-style names (`dwd_payment_daily`), 40 % of them partitioned by day. */
function genericTables(database: string, count: number, owner: string): TableSpec[] {
  const rng = createRng(deriveSeed(LAKE_SEED, 'generic', database));
  const names = new Set<string>();
  while (names.size < count) {
    names.add(`${rng.pick(LAYERS)}_${rng.pick(SUBJECTS)}${rng.pick(SUFFIXES)}`);
  }
  return [...names].map((name) => genericTable(rng, database, name, owner));
}

function genericTable(rng: Rng, database: string, name: string, owner: string): TableSpec {
  const partitioned = rng.chance(0.4);
  const partitionKeys = partitioned ? ['dt'] : [];
  const tiers: TierPolicy | null =
    partitioned && rng.chance(0.5)
      ? { ia: rng.pick([30, 60, 90]), archive: rng.pick([180, 365]), cold: rng.pick([365, 730]) }
      : null;
  const seed = deriveSeed(LAKE_SEED, 'schema', database, name);
  const ageDays = rng.int(15, 1_000);
  return {
    name,
    ageDays,
    buildSchema: () => genericSchema(seed, partitionKeys, name),
    ...(partitioned
      ? { partition: { keys: partitionKeys, days: rng.pick([7, 30, 90, 180, 365]), tiers } }
      : {}),
    bytes: Math.round(Math.exp((rng.int(0, 1_000) / 1_000) * Math.log(50_000)) * MB),
    recordBytes: rng.int(80, 900),
    fileBytes: rng.pick([8, 32, 64, 128]) * MB,
    storageClass:
      !partitioned && rng.chance(0.08) ? rng.pick(['IA', 'ARCHIVE'] as const) : 'STANDARD',
    owner,
    writer: rng.pick([etl, flink, owner]),
  };
}

/** The 21 ordinary databases of sales_lake, with 36–44 tables each. */
const SALES_LAKE_DOMAINS: readonly [string, string][] = [
  ['ads', carol],
  ['ads_report', carol],
  ['analytics', alice],
  ['crm', bob],
  ['dwd', etl],
  ['dws', etl],
  ['finance', dave],
  ['hr', dave],
  ['inventory', bob],
  ['logistics', bob],
  ['marketing', carol],
  ['mobile', alice],
  ['ods', etl],
  ['payments', dave],
  ['product', alice],
  ['recommend', carol],
  ['risk', dave],
  ['search', alice],
  ['staging', etl],
  ['support', bob],
  ['web', alice],
];

function salesLakeDatabases(scale: MockScale): DatabaseSeed[] {
  const domains = SALES_LAKE_DOMAINS.map(([name, owner], index): DatabaseSeed => ({
    name,
    ageDays: 1_100 - index * 37,
    owner,
    options: { 'owner.team': name.replace(/_/g, '-'), 'retention.days': String(365 + index * 30) },
    tables: () => genericTables(name, 36 + ((index * 7) % 9), owner),
  }));
  return [
    {
      name: 'sales',
      ageDays: 1_150,
      owner: alice,
      options: { 'owner.team': 'sales-analytics', comment: 'Orders, customers and products' },
      tables: () => salesTables(scale),
      functions: salesFunctions,
      views: salesViews,
    },
    {
      name: 'telemetry',
      ageDays: 700,
      owner: flink,
      options: { 'owner.team': 'platform', 'retention.days': '30' },
      tables: () => telemetryTables(scale),
    },
    { name: 'scratch', ageDays: 12, owner: alice, options: {}, tables: () => [] },
    ...domains,
  ];
}

/** A small database of `names` tables (marketing, finance, partner and log catalogs). */
function smallDatabase(
  name: string,
  ageDays: number,
  owner: string,
  tables: readonly (Partial<TableSpec> & { name: string })[],
): DatabaseSeed {
  return {
    name,
    ageDays,
    owner,
    options: {},
    tables: () =>
      tables.map((table, index) => {
        const partitionKeys = table.partition?.keys ?? [];
        const seed = deriveSeed(LAKE_SEED, 'schema', name, table.name);
        return {
          ageDays: ageDays - 5 - index * 11,
          buildSchema: () => genericSchema(seed, partitionKeys, table.name),
          bytes: 5 * GB,
          recordBytes: 300,
          fileBytes: 64 * MB,
          owner,
          writer: owner,
          ...table,
        };
      }),
  };
}

export const CATALOG_SEEDS: readonly CatalogSeed[] = [
  {
    name: 'sales_lake',
    type: 'PAIMON',
    status: 'RUNNING',
    ageDays: 1_200,
    owner: alice,
    bucket: 'parapet-sales-lake',
    options: {
      warehouse: 'oss://parapet-sales-lake/sales_lake',
      'metastore.type': 'dlf',
      'table.default.file.format': 'parquet',
      'storage.lifecycle.enabled': 'true',
    },
    prepay: {
      instanceId: 'lakecu-cn-7x2k9d01',
      instanceStatus: 'RUNNING',
      cu: 16,
      createdDaysAgo: 300,
      expiresInDays: 65,
    },
    activity: { apiVisits: 180_000, fileAccess: 2_400_000, throughput: 1_800 * GB },
    databases: salesLakeDatabases,
  },
  {
    name: 'marketing_iceberg',
    type: 'ICEBERG',
    status: 'RUNNING',
    ageDays: 500,
    owner: carol,
    bucket: 'parapet-marketing',
    options: {
      warehouse: 'oss://parapet-marketing/marketing_iceberg',
      'iceberg.format-version': '2',
    },
    prepay: {
      instanceId: 'lakecu-cn-3m8q2p77',
      instanceStatus: 'RUNNING',
      cu: 8,
      createdDaysAgo: 355,
      expiresInDays: 10,
    },
    activity: { apiVisits: 40_000, fileAccess: 300_000, throughput: 200 * GB },
    databases: () => [
      smallDatabase('campaigns', 480, carol, [
        { name: 'ad_clicks', partition: { keys: ['dt'], days: 90 }, bytes: 60 * GB },
        {
          name: 'impressions',
          partition: { keys: ['dt'], days: 90, tiers: { ia: 30, archive: 365, cold: 730 } },
          bytes: 140 * GB,
        },
        { name: 'conversions', bytes: 9 * GB },
        { name: 'budgets', bytes: 40 * MB },
      ]),
      smallDatabase('attribution', 300, carol, [
        { name: 'touchpoints', partition: { keys: ['dt'], days: 60 }, bytes: 25 * GB },
        { name: 'channel_weights', bytes: 5 * MB },
        { name: 'model_runs', bytes: 700 * MB },
      ]),
      smallDatabase('audiences', 200, bob, [
        { name: 'segments', bytes: 20 * MB },
        { name: 'segment_members', bytes: 12 * GB },
      ]),
    ],
  },
  {
    name: 'finance_archive',
    type: 'PAIMON',
    status: 'STORAGE_RESTRICTED',
    ageDays: 1_800,
    owner: dave,
    bucket: 'parapet-finance-archive',
    options: {
      warehouse: 'oss://parapet-finance-archive/finance_archive',
      'metastore.type': 'dlf',
    },
    activity: { apiVisits: 800, fileAccess: 2_000, throughput: 1 * GB },
    databases: () => [
      smallDatabase('ledger', 1_700, dave, [
        {
          name: 'journal_entries',
          partition: { keys: ['dt'], days: 365, tiers: { ia: 30, archive: 90, cold: 180 } },
          bytes: 90 * GB,
        },
        { name: 'accounts', bytes: 300 * MB, storageClass: 'IA', storageAction: 'CONVERTED' },
      ]),
      smallDatabase('archive_2019', 1_500, dave, [
        {
          name: 'invoices_2019',
          bytes: 420 * GB,
          storageClass: 'COLD_ARCHIVE',
          storageAction: 'CONVERTED',
        },
        {
          name: 'payments_2019',
          bytes: 180 * GB,
          storageClass: 'COLD_ARCHIVE',
          storageAction: 'CONVERTED',
        },
      ]),
    ],
  },
  {
    name: 'ml_features',
    type: 'PAIMON',
    status: 'INITIALIZE_FAILED',
    ageDays: 3,
    owner: bob,
    bucket: 'parapet-ml-features',
    options: { warehouse: 'oss://parapet-ml-features/ml_features' },
    activity: { apiVisits: 0, fileAccess: 0, throughput: 0 },
    databases: () => [],
  },
  {
    name: 'partner_share',
    type: 'PAIMON',
    status: 'RUNNING',
    ageDays: 200,
    owner: root,
    bucket: 'parapet-partner-share',
    isShared: true,
    shareId: 'share-8842',
    options: {
      warehouse: 'oss://parapet-partner-share/partner_share',
      'share.provider': '9876543210987654',
    },
    activity: { apiVisits: 5_000, fileAccess: 40_000, throughput: 20 * GB },
    databases: () => [
      smallDatabase('shared_sales', 190, root, [
        {
          name: 'orders_shared',
          partition: { keys: ['dt', 'region'], days: 90, regions: ['cn', 'us'] },
          bytes: 30 * GB,
        },
        { name: 'customers_shared', bytes: 2 * GB },
      ]),
    ],
  },
  {
    name: 'logs_iceberg',
    type: 'ICEBERG',
    status: 'RUNNING',
    ageDays: 900,
    owner: carol,
    bucket: 'parapet-logs',
    options: { warehouse: 'oss://parapet-logs/logs_iceberg', 'iceberg.format-version': '2' },
    prepay: {
      instanceId: 'lakecu-cn-9d4r1s20',
      instanceStatus: 'CEASED',
      cu: 4,
      createdDaysAgo: 400,
      expiresInDays: -20,
    },
    activity: { apiVisits: 25_000, fileAccess: 900_000, throughput: 600 * GB },
    databases: () => [
      smallDatabase('nginx', 880, carol, [
        { name: 'access_log', partition: { keys: ['dt'], days: 30 }, bytes: 80 * GB },
        { name: 'error_log', partition: { keys: ['dt'], days: 30 }, bytes: 3 * GB },
      ]),
      smallDatabase('app_logs', 600, carol, [
        { name: 'api_gateway', partition: { keys: ['dt'], days: 14 }, bytes: 40 * GB },
        { name: 'auth_service', partition: { keys: ['dt'], days: 14 }, bytes: 6 * GB },
        { name: 'payments_service', partition: { keys: ['dt'], days: 14 }, bytes: 9 * GB },
      ]),
    ],
  },
];
