/**
 * The functions and views defined in the `sales` database of `sales_lake` (sales.ts has its
 * tables): SQL, lambda and file functions, and views with their dialects.
 */
import type { DataField } from '../../../src/api/lake/schemas';
import type { FunctionDefinition } from '../store/types';
import { PRINCIPALS } from './sales';
import { field, numberFields, T } from './typeBuilders';

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
