/**
 * The `sales` database of `sales_lake`: the showcase tables the console's pages and the e2e tests
 * name (orders, customers, wide_events, nested_profile, …). Its functions and views are in
 * salesDefinitions.ts.
 */
import type { MockScale } from '../../../src/api/mockControl';
import {
  allTypesSchema,
  customersSchema,
  genericSchema,
  nestedProfileSchema,
  orderItemsSchema,
  ordersSchema,
  paymentsSchema,
  productsSchema,
  refundsSchema,
  WIDE_EVENTS_COLUMNS,
  wideEventsSchema,
} from './tableSchemas';
import type { TableSpec } from '../store/tables';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

export const PRINCIPALS = {
  alice: 'acs:ram::1234567890123456:user/alice',
  bob: 'acs:ram::1234567890123456:user/bob',
  carol: 'acs:ram::1234567890123456:user/carol',
  dave: 'acs:ram::1234567890123456:user/dave',
  etl: 'acs:ram::1234567890123456:role/lake-etl',
  flink: 'acs:ram::1234567890123456:role/flink-streaming',
  root: 'acs:ram::1234567890123456:root',
} as const;

/** Orders regions: three at normal scale, twenty at large (20 × 1,000 days = 20,000 partitions). */
const ORDER_REGIONS: Readonly<Record<MockScale, readonly string[]>> = {
  normal: ['cn', 'eu', 'us'],
  large: [
    'ae',
    'au',
    'br',
    'ca',
    'cn',
    'de',
    'eu',
    'fr',
    'id',
    'in',
    'jp',
    'kr',
    'mx',
    'my',
    'ph',
    'sg',
    'th',
    'uk',
    'us',
    'vn',
  ],
};
const ORDER_DAYS: Readonly<Record<MockScale, number>> = { normal: 400, large: 1_000 };
const ORDERS_PARTITIONS: Readonly<Record<MockScale, number>> = {
  normal: ORDER_DAYS.normal * ORDER_REGIONS.normal.length,
  large: ORDER_DAYS.large * ORDER_REGIONS.large.length,
};

export function salesTables(scale: MockScale): TableSpec[] {
  const { alice, bob, carol, etl, flink } = PRINCIPALS;
  return [
    {
      name: 'orders',
      ageDays: ORDER_DAYS[scale] + 20,
      buildSchema: ordersSchema,
      partition: {
        keys: ['dt', 'region'],
        days: ORDER_DAYS[scale],
        regions: ORDER_REGIONS[scale],
        // Standard for 60 days, infrequent access until 270, archive until 365, then cold.
        tiers: { ia: 60, archive: 270, cold: 365 },
      },
      bytes: ORDERS_PARTITIONS[scale] * 180 * MB,
      recordBytes: 240,
      fileBytes: 48 * MB,
      owner: alice,
      writer: flink,
      buckets: 16,
    },
    {
      name: 'order_items',
      ageDays: 380,
      buildSchema: orderItemsSchema,
      partition: { keys: ['dt'], days: 365, tiers: { ia: 90, archive: 365, cold: 720 } },
      bytes: 120 * GB,
      recordBytes: 90,
      fileBytes: 64 * MB,
      owner: alice,
      writer: flink,
      buckets: 16,
    },
    {
      name: 'customers',
      ageDays: 1_100,
      buildSchema: customersSchema,
      bytes: 8 * GB,
      recordBytes: 420,
      fileBytes: 96 * MB,
      owner: bob,
      writer: etl,
      buckets: 8,
    },
    {
      name: 'products',
      ageDays: 1_000,
      buildSchema: productsSchema,
      bytes: 400 * MB,
      recordBytes: 380,
      fileBytes: 32 * MB,
      owner: bob,
      writer: etl,
    },
    {
      name: 'payments',
      ageDays: 300,
      buildSchema: paymentsSchema,
      partition: { keys: ['dt'], days: 180, tiers: { ia: 30, archive: 120, cold: 720 } },
      bytes: 40 * GB,
      recordBytes: 160,
      fileBytes: 64 * MB,
      owner: carol,
      writer: flink,
    },
    {
      name: 'refunds',
      ageDays: 250,
      buildSchema: refundsSchema,
      bytes: 600 * MB,
      recordBytes: 140,
      fileBytes: 24 * MB,
      owner: carol,
      writer: etl,
    },
    {
      name: 'carts',
      ageDays: 540,
      buildSchema: () => genericSchema(0xca275, [], 'carts'),
      bytes: 22 * GB,
      recordBytes: 200,
      fileBytes: 128 * MB,
      storageAction: 'CONVERTING_TO_IA',
      owner: alice,
      writer: etl,
    },
    {
      name: 'orders_2021_backup',
      ageDays: 1_080,
      // A one-off copy: the orders columns, written unpartitioned.
      buildSchema: () => ({ ...ordersSchema(), partitionKeys: [], comment: 'Orders of 2021.' }),
      bytes: 310 * GB,
      recordBytes: 240,
      fileBytes: 256 * MB,
      storageClass: 'ARCHIVE',
      storageAction: 'CONVERTED',
      owner: alice,
      writer: alice,
    },
    {
      name: 'wide_events',
      ageDays: 90,
      buildSchema: () => wideEventsSchema(WIDE_EVENTS_COLUMNS[scale]),
      bytes: 35 * GB,
      recordBytes: 4_000,
      fileBytes: 128 * MB,
      owner: carol,
      writer: flink,
    },
    {
      name: 'nested_profile',
      ageDays: 200,
      buildSchema: nestedProfileSchema,
      bytes: 3 * GB,
      recordBytes: 2_600,
      fileBytes: 64 * MB,
      owner: bob,
      writer: etl,
    },
    {
      name: 'all_types',
      ageDays: 30,
      buildSchema: allTypesSchema,
      bytes: 2 * MB,
      recordBytes: 300,
      fileBytes: 1 * MB,
      owner: alice,
      writer: alice,
    },
  ];
}
