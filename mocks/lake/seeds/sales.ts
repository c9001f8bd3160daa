/**
 * The `sales` database of `sales_lake`: the showcase tables the console's pages and the e2e tests
 * name (orders, customers, wide_events, nested_profile, …), its functions and its views.
 */
import type { MockScale } from '../../../src/api/mockControl';
import type { DataField } from '../../../src/api/lake/schemas';
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
import { field, numberFields, T } from './typeBuilders';
import type { FunctionDefinition } from '../store/types';

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

function params(fields: DataField[]): DataField[] {
  numberFields(fields);
  return fields;
}

export interface FunctionSeed {
  name: string;
  comment: string;
  deterministic: boolean;
  inputParams: DataField[];
  returnParams: DataField[];
  definitions: Record<string, FunctionDefinition>;
  options: Record<string, string>;
  ageDays: number;
  owner: string;
}

export function salesFunctions(): FunctionSeed[] {
  const { alice, bob, carol } = PRINCIPALS;
  return [
    {
      name: 'mask_email',
      comment: 'Keeps the first character and the domain: a***@example.com',
      deterministic: true,
      inputParams: params([field('email', T.string())]),
      returnParams: params([field('masked', T.string())]),
      definitions: {
        spark: {
          type: 'sql',
          definition:
            "CASE WHEN email IS NULL THEN NULL ELSE concat(substr(email, 1, 1), '***', substr(email, instr(email, '@'))) END",
        },
      },
      options: {},
      ageDays: 700,
      owner: bob,
    },
    {
      name: 'to_cents',
      comment: 'Converts an amount to integer cents, rounding half up.',
      deterministic: true,
      inputParams: params([field('amount', T.decimal(18, 2))]),
      returnParams: params([field('cents', T.bigint())]),
      definitions: {
        spark: { type: 'sql', definition: 'CAST(round(amount * 100, 0) AS BIGINT)' },
        flink: { type: 'sql', definition: 'CAST(ROUND(amount * 100, 0) AS BIGINT)' },
      },
      options: {},
      ageDays: 650,
      owner: alice,
    },
    {
      name: 'parse_ua',
      comment: 'Parses a User-Agent header into browser, OS and device.',
      deterministic: true,
      inputParams: params([field('user_agent', T.string())]),
      returnParams: params([
        field(
          'parsed',
          T.row([
            field('browser', T.string()),
            field('browser_version', T.string()),
            field('os', T.string()),
            field('device', T.string()),
          ]),
        ),
      ]),
      definitions: {
        java: {
          type: 'file',
          language: 'JAVA',
          className: 'com.example.lake.udf.ParseUserAgent',
          functionName: 'eval',
          fileResources: [
            { resourceType: 'JAR', uri: 'oss://parapet-sales-lake/udf/ua-parser-1.4.2.jar' },
          ],
        },
      },
      options: { 'udf.cache.size': '10000' },
      ageDays: 400,
      owner: carol,
    },
    {
      name: 'normalize_phone',
      comment: 'E.164 form of a phone number, given the customer country.',
      deterministic: true,
      inputParams: params([field('phone', T.varchar(32)), field('country', T.char(2))]),
      returnParams: params([field('e164', T.varchar(16))]),
      definitions: {
        python: {
          type: 'lambda',
          language: 'PYTHON',
          definition:
            'lambda phone, country: phonenumbers.format_number(phonenumbers.parse(phone, country), 0)',
        },
      },
      options: {},
      ageDays: 210,
      owner: bob,
    },
    {
      name: 'fiscal_quarter',
      comment: 'Fiscal quarter of a date (the fiscal year starts in April).',
      deterministic: true,
      inputParams: params([field('day', T.date())]),
      returnParams: params([field('quarter', T.varchar(8))]),
      definitions: {
        spark: {
          type: 'sql',
          definition:
            "concat('FY', year(add_months(day, -3)) % 100, 'Q', quarter(add_months(day, -3)))",
        },
      },
      options: {},
      ageDays: 120,
      owner: alice,
    },
    {
      name: 'random_sample',
      comment: 'True for a fraction of rows (not deterministic).',
      deterministic: false,
      inputParams: params([field('fraction', T.double())]),
      returnParams: params([field('keep', T.boolean())]),
      definitions: { spark: { type: 'sql', definition: 'rand() < fraction' } },
      options: {},
      ageDays: 60,
      owner: carol,
    },
  ];
}

export interface ViewSeed {
  name: string;
  fields: DataField[];
  query: string;
  dialects: Record<string, string>;
  comment: string | null;
  options: Record<string, string>;
  ageDays: number;
  owner: string;
}

export function salesViews(): ViewSeed[] {
  const { alice, bob } = PRINCIPALS;
  return [
    {
      name: 'daily_revenue',
      fields: params([
        field('dt', T.string()),
        field('region', T.string()),
        field('orders', T.bigint()),
        field('revenue', T.decimal(20, 2)),
      ]),
      query:
        "SELECT dt, region, count(*) AS orders, sum(total_amount) AS revenue FROM sales.orders WHERE order_status <> 'CANCELLED' GROUP BY dt, region",
      dialects: {
        spark:
          "SELECT dt, region, count(*) AS orders, sum(total_amount) AS revenue FROM sales.orders WHERE order_status <> 'CANCELLED' GROUP BY dt, region",
        flink:
          "SELECT dt, region, COUNT(*) AS orders, SUM(total_amount) AS revenue FROM sales.orders WHERE order_status <> 'CANCELLED' GROUP BY dt, region",
      },
      comment: 'Revenue per day and region, cancelled orders excluded.',
      options: {},
      ageDays: 300,
      owner: alice,
    },
    {
      name: 'active_customers',
      fields: params([
        field('customer_id', T.bigint()),
        field('email_masked', T.string()),
        field('last_order_at', T.timestamp(3)),
        field('orders_90d', T.bigint()),
      ]),
      query:
        'SELECT c.customer_id, mask_email(c.email) AS email_masked, max(o.created_at) AS last_order_at, count(*) AS orders_90d FROM sales.customers c JOIN sales.orders o ON o.customer_id = c.customer_id WHERE o.dt >= date_sub(current_date(), 90) GROUP BY c.customer_id, c.email',
      dialects: {
        spark:
          'SELECT c.customer_id, mask_email(c.email) AS email_masked, max(o.created_at) AS last_order_at, count(*) AS orders_90d FROM sales.customers c JOIN sales.orders o ON o.customer_id = c.customer_id WHERE o.dt >= date_sub(current_date(), 90) GROUP BY c.customer_id, c.email',
        flink:
          "SELECT c.customer_id, mask_email(c.email) AS email_masked, MAX(o.created_at) AS last_order_at, COUNT(*) AS orders_90d FROM sales.customers c JOIN sales.orders o ON o.customer_id = c.customer_id WHERE o.dt >= DATE_FORMAT(CURRENT_DATE - INTERVAL '90' DAY, 'yyyy-MM-dd') GROUP BY c.customer_id, c.email",
      },
      comment: 'Customers with an order in the last 90 days (email masked).',
      options: { 'view.owner-team': 'crm' },
      ageDays: 240,
      owner: bob,
    },
    {
      name: 'top_products',
      fields: params([
        field('product_id', T.bigint()),
        field('title', T.string()),
        field('units', T.bigint()),
      ]),
      query:
        'SELECT p.product_id, p.title, sum(i.quantity) AS units FROM sales.order_items i JOIN sales.products p ON p.product_id = i.product_id GROUP BY p.product_id, p.title ORDER BY units DESC LIMIT 100',
      dialects: {
        spark:
          'SELECT p.product_id, p.title, sum(i.quantity) AS units FROM sales.order_items i JOIN sales.products p ON p.product_id = i.product_id GROUP BY p.product_id, p.title ORDER BY units DESC LIMIT 100',
      },
      comment: null,
      options: {},
      ageDays: 90,
      owner: alice,
    },
  ];
}
