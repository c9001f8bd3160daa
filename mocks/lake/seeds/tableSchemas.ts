/**
 * Seeded table schemas: hand-written ones for the showcase tables of `sales`, generated ones for
 * the rest. Builders are called on first read of a table (lake.ts), so the 10,000-column table
 * costs nothing until someone opens it.
 */
import type { MockScale } from '../../../src/api/mockControl';
import type { DataField, FullDataType, TableSchema } from '../../../src/api/lake/schemas';
import { field, numberFields, T } from './typeBuilders';
import { itemAt } from '../store/util';
import { createRng } from '../../core/rng';

export const WIDE_EVENTS_COLUMNS: Readonly<Record<MockScale, number>> = {
  normal: 2_000,
  large: 10_000,
};

function schema(
  fields: DataField[],
  keys: { primaryKeys?: string[]; partitionKeys?: string[] },
  options: Record<string, string>,
  comment: string | null,
): TableSchema {
  numberFields(fields);
  return {
    fields,
    primaryKeys: keys.primaryKeys ?? [],
    partitionKeys: keys.partitionKeys ?? [],
    options,
    comment,
  };
}

const PK_OPTIONS = { bucket: '8', 'file.format': 'parquet', 'merge-engine': 'deduplicate' };
const APPEND_OPTIONS = { bucket: '-1', 'file.format': 'parquet' };

const address = () =>
  T.row([
    field('country', T.char(2), 'ISO 3166-1 alpha-2'),
    field('province', T.string()),
    field('city', T.string()),
    field('street', T.string()),
    field('postal_code', T.varchar(16)),
  ]);

export function ordersSchema(): TableSchema {
  return schema(
    [
      field('order_id', T.notNull(T.bigint()), 'Order number, unique per day and region'),
      field('dt', T.notNull(T.string()), 'Order date (yyyy-MM-dd)'),
      field('region', T.notNull(T.string()), 'Sales region code'),
      field('customer_id', T.bigint()),
      field('order_status', T.varchar(16), 'CREATED, PAID, SHIPPED, DELIVERED or CANCELLED'),
      field('channel', T.varchar(32)),
      field('currency', T.char(3), 'ISO 4217'),
      field('total_amount', T.decimal(18, 2)),
      field('discount_amount', T.decimal(18, 2)),
      field('tax_amount', T.decimal(18, 2)),
      field('item_count', T.int()),
      field('is_first_order', T.boolean()),
      field('coupon_codes', T.array(T.string())),
      field('shipping_address', address()),
      field('attributes', T.map(T.string(), T.string())),
      field('created_at', T.timestamp(3)),
      field('paid_at', T.timestamp(3)),
      field('updated_at', T.timestamp(3)),
    ],
    { primaryKeys: ['order_id', 'dt', 'region'], partitionKeys: ['dt', 'region'] },
    { ...PK_OPTIONS, bucket: '16', 'changelog-producer': 'lookup' },
    'One row per order; late updates merge on the primary key.',
  );
}

export function orderItemsSchema(): TableSchema {
  return schema(
    [
      field('order_id', T.notNull(T.bigint())),
      field('item_seq', T.notNull(T.int())),
      field('dt', T.notNull(T.string())),
      field('sku', T.varchar(64)),
      field('product_id', T.bigint()),
      field('quantity', T.int()),
      field('unit_price', T.decimal(12, 2)),
      field('discount', T.decimal(12, 2)),
      field('line_total', T.decimal(14, 2)),
      field('gift_wrap', T.boolean()),
    ],
    { primaryKeys: ['order_id', 'item_seq', 'dt'], partitionKeys: ['dt'] },
    PK_OPTIONS,
    'Order lines.',
  );
}

export function customersSchema(): TableSchema {
  return schema(
    [
      field('customer_id', T.notNull(T.bigint())),
      field('full_name', T.string()),
      field('email', T.varchar(255)),
      field('phone', T.varchar(32)),
      field('gender', T.char(1)),
      field('birthday', T.date()),
      field('vip_level', T.tinyint()),
      field('is_active', T.boolean()),
      field('tags', T.array(T.string())),
      field('address', address()),
      field('preferences', T.map(T.string(), T.string())),
      field('signup_at', T.timestamp(3)),
      field('updated_at', T.timestamp(3)),
    ],
    { primaryKeys: ['customer_id'] },
    { ...PK_OPTIONS, 'changelog-producer': 'input' },
    'Customer master data (PII: email and phone are masked in views).',
  );
}

export function productsSchema(): TableSchema {
  return schema(
    [
      field('product_id', T.notNull(T.bigint())),
      field('sku', T.varchar(64)),
      field('title', T.string()),
      field('category_path', T.array(T.string())),
      field('list_price', T.decimal(12, 2)),
      field('weight_grams', T.int()),
      field(
        'dimensions',
        T.row([
          field('length_mm', T.smallint()),
          field('width_mm', T.smallint()),
          field('height_mm', T.smallint()),
        ]),
      ),
      field('launched_on', T.date()),
      field('discontinued', T.boolean()),
    ],
    { primaryKeys: ['product_id'] },
    PK_OPTIONS,
    'Product catalogue.',
  );
}

export function paymentsSchema(): TableSchema {
  return schema(
    [
      field('payment_id', T.notNull(T.varchar(40))),
      field('dt', T.notNull(T.string())),
      field('order_id', T.bigint()),
      field('method', T.varchar(32)),
      field('amount', T.decimal(18, 2)),
      field('currency', T.char(3)),
      field('status', T.varchar(16)),
      field('gateway_response', T.bytes(), 'Raw gateway payload'),
      field('risk_score', T.float()),
      field('paid_at', T.timestamp(3)),
    ],
    { primaryKeys: ['payment_id', 'dt'], partitionKeys: ['dt'] },
    PK_OPTIONS,
    null,
  );
}

export function refundsSchema(): TableSchema {
  return schema(
    [
      field('refund_id', T.notNull(T.bigint())),
      field('order_id', T.bigint()),
      field('reason', T.varchar(128)),
      field('amount', T.decimal(18, 2)),
      field('approved', T.boolean()),
      field('requested_at', T.timestamp(3)),
      field('settled_on', T.date()),
    ],
    { primaryKeys: ['refund_id'] },
    PK_OPTIONS,
    'Refund requests and their settlement.',
  );
}

/** One column of every FullDataType the spec lists, with the parameters types can carry. */
export function allTypesSchema(): TableSchema {
  return schema(
    [
      field('id', T.notNull(T.bigint())),
      field('c_boolean', T.boolean()),
      field('c_tinyint', T.tinyint()),
      field('c_smallint', T.smallint()),
      field('c_int', T.int()),
      field('c_bigint', T.bigint()),
      field('c_float', T.float()),
      field('c_double', T.double()),
      field('c_decimal', T.decimal(38, 10)),
      field('c_char', T.char(10)),
      field('c_varchar', T.varchar(100)),
      field('c_string', T.string()),
      field('c_binary', T.binary(16)),
      field('c_varbinary', T.varbinary(256)),
      field('c_bytes', T.bytes()),
      field('c_date', T.date()),
      field('c_time', T.time(3)),
      field('c_timestamp', T.timestamp(6)),
      field('c_array', T.array(T.int())),
      field('c_multiset', T.multiset(T.string())),
      field('c_map', T.map(T.string(), T.double())),
      field('c_row', T.row([field('a', T.int()), field('b', T.string())])),
    ],
    { primaryKeys: ['id'] },
    PK_OPTIONS,
    'Every data type, for connector tests.',
  );
}

/** Column families of the wide table, each with the types its columns cycle through. */
const WIDE_FAMILIES: readonly { prefix: string; types: readonly (() => FullDataType)[] }[] = [
  { prefix: 'dim', types: [() => T.varchar(64), T.string, () => T.char(8)] },
  {
    prefix: 'metric',
    types: [T.bigint, T.double, () => T.decimal(20, 4), T.float, T.int, T.smallint, T.tinyint],
  },
  { prefix: 'flag', types: [T.boolean] },
  { prefix: 'ts', types: [() => T.timestamp(3), T.date, () => T.time(0)] },
  { prefix: 'raw', types: [() => T.binary(32), () => T.varbinary(1024), T.bytes] },
];

/** `columns` top-level columns: two keys, then families in turn (`metric_00042`, …). */
export function wideEventsSchema(columns: number): TableSchema {
  const fields: DataField[] = [
    field('event_id', T.notNull(T.string())),
    field('event_time', T.timestamp(3)),
  ];
  for (let n = 1; fields.length < columns; n += 1) {
    const family = itemAt(WIDE_FAMILIES, n % WIDE_FAMILIES.length);
    const type = itemAt(family.types, Math.floor(n / WIDE_FAMILIES.length) % family.types.length);
    const name = `${family.prefix}_${String(n).padStart(5, '0')}`;
    fields.push(n % 10 === 0 ? field(name, type(), `Feature ${n}`) : field(name, type()));
  }
  return schema(
    fields,
    { primaryKeys: ['event_id'] },
    { ...PK_OPTIONS, 'file.format': 'orc' },
    'Flattened clickstream features: one column per feature.',
  );
}

const NESTED_WORDS = [
  'contact',
  'devices',
  'segments',
  'preferences',
  'history',
  'loyalty',
  'consents',
  'household',
  'addresses',
  'sessions',
];
const NESTED_LEAVES: readonly [string, () => FullDataType][] = [
  ['id', T.bigint],
  ['label', T.string],
  ['score', T.double],
  ['enabled', T.boolean],
  ['updated_at', () => T.timestamp(3)],
  ['code', () => T.varchar(32)],
  ['weight', () => T.decimal(10, 4)],
];

/**
 * 534 fields, five levels deep: each container holds leaves and (above the fourth level) two more
 * containers, which are ROWs, ARRAYs of ROW and MAPs from STRING to ROW in turn.
 */
export function nestedProfileSchema(): TableSchema {
  let turn = 0;
  const container = (name: string, depth: number): DataField => {
    const inner: DataField[] = NESTED_LEAVES.slice(0, depth === 4 ? 7 : 5).map(([leaf, type]) =>
      field(`${leaf}_l${depth + 1}`, type()),
    );
    if (depth < 4) {
      for (let i = 0; i < 2; i += 1) {
        const word = itemAt(NESTED_WORDS, (depth * 3 + i + turn) % NESTED_WORDS.length);
        inner.push(container(`${word}_l${depth + 1}`, depth + 1));
      }
    }
    const row = T.row(inner);
    turn += 1;
    const kind = turn % 3;
    const type = kind === 0 ? row : kind === 1 ? T.array(row) : T.map(T.string(), row);
    return field(name, type);
  };
  const fields: DataField[] = [
    field('user_id', T.notNull(T.bigint())),
    field('display_name', T.string()),
    field('country', T.char(2)),
    field('created_at', T.timestamp(3)),
  ];
  for (const word of ['identity', 'engagement', 'commerce', 'support', 'marketing']) {
    fields.push(container(word, 1));
  }
  return schema(
    fields,
    { primaryKeys: ['user_id'] },
    PK_OPTIONS,
    'User profile document, nested five levels deep.',
  );
}

let telemetry: TableSchema | null = null;

/**
 * Every telemetry table has this schema. It is shared (built once): AlterTable replaces a table's
 * schema with a new object and never changes this one.
 */
export function telemetrySchema(): TableSchema {
  telemetry ??= schema(
    [
      field('event_id', T.notNull(T.string())),
      field('dt', T.notNull(T.string())),
      field('device_id', T.varchar(64)),
      field('event_type', T.varchar(64)),
      field('event_time', T.timestamp(3)),
      field('session_id', T.string()),
      field('app_version', T.varchar(32)),
      field('os', T.row([field('name', T.string()), field('version', T.string())])),
      field('payload', T.map(T.string(), T.string())),
      field('metrics', T.map(T.string(), T.double())),
    ],
    { partitionKeys: ['dt'] },
    APPEND_OPTIONS,
    'Device events, appended as they arrive.',
  );
  return telemetry;
}

const GENERIC_COLUMNS: readonly [string, () => FullDataType][] = [
  ['name', T.string],
  ['status', () => T.varchar(16)],
  ['amount', () => T.decimal(18, 2)],
  ['quantity', T.int],
  ['score', T.double],
  ['ratio', T.float],
  ['is_deleted', T.boolean],
  ['country', () => T.char(2)],
  ['city', T.string],
  ['channel', () => T.varchar(32)],
  ['user_id', T.bigint],
  ['account_id', T.bigint],
  ['event_date', T.date],
  ['tags', () => T.array(T.string())],
  ['properties', () => T.map(T.string(), T.string())],
  ['source', () => T.varchar(64)],
  ['version', T.smallint],
  ['priority', T.tinyint],
  ['checksum', () => T.binary(16)],
  ['note', T.string],
];

/**
 * A plausible warehouse table: an id, its partition columns (the keys its partitions are made
 * from, passed in so the schema and the partitions cannot disagree), 4–13 business columns and
 * timestamps.
 */
export function genericSchema(
  seed: number,
  partitionKeys: readonly string[],
  name: string,
): TableSchema {
  const rng = createRng(seed);
  const withKey = rng.chance(0.7);
  const fields: DataField[] = [field('id', withKey ? T.notNull(T.bigint()) : T.bigint())];
  for (const key of partitionKeys) fields.push(field(key, T.notNull(T.string())));
  const pool = [...GENERIC_COLUMNS];
  const count = rng.int(4, 13);
  for (let i = 0; i < count && pool.length > 0; i += 1) {
    const [columnName, type] = itemAt(pool.splice(rng.int(0, pool.length - 1), 1), 0);
    fields.push(field(columnName, type()));
  }
  fields.push(field('created_at', T.timestamp(3)), field('updated_at', T.timestamp(3)));
  return schema(
    fields,
    {
      primaryKeys: withKey ? ['id', ...partitionKeys] : [],
      partitionKeys: [...partitionKeys],
    },
    withKey ? PK_OPTIONS : APPEND_OPTIONS,
    rng.chance(0.5) ? `${name.replace(/_/g, ' ')} records` : null,
  );
}
