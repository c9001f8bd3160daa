/**
 * What the lake mock holds (lake-common.md "The mock"): six catalogs in every state the console
 * explains, `sales_lake` with 24 databases and 2,000+ tables. Only `telemetry`, `orders` and
 * `wide_events` grow with the scale, so names are the same at both.
 */
import { genericSchema } from './tableSchemas';
import { PRINCIPALS } from './sales';
import { salesLakeDatabases } from './salesLake';
import { GB, LAKE_SEED, MB, type CatalogSeed, type DatabaseSeed } from './shapes';
import type { TableSpec } from '../store/tables';
import { deriveSeed } from '../../core/rng';

const { alice, bob, carol, dave, root } = PRINCIPALS;

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
