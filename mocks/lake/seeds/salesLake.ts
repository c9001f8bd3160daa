/**
 * The databases of `sales_lake`: `sales` (sales.ts), `telemetry` (1,200 device-event tables, 10,000
 * at large scale), an empty `scratch`, and 21 ordinary databases of generated warehouse tables.
 */
import type { MockScale } from '../../../src/api/mockControl';
import { createRng, deriveSeed, type Rng } from '../../core/rng';
import type { TableSpec } from '../store/tables';
import type { TierPolicy } from '../store/types';
import { PRINCIPALS, salesTables } from './sales';
import { salesFunctions, salesViews } from './salesDefinitions';
import { LAKE_SEED, MB, type DatabaseSeed } from './shapes';
import { genericSchema, telemetrySchema } from './tableSchemas';

const { alice, bob, carol, dave, etl, flink } = PRINCIPALS;

const TELEMETRY_TABLES: Readonly<Record<MockScale, number>> = {
  normal: 1_200,
  large: 10_000,
};

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

export function salesLakeDatabases(scale: MockScale): DatabaseSeed[] {
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
