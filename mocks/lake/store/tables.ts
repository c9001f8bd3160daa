/**
 * Table shells: the numbers every total needs (sizes, counts, tiers) are drawn when the store is
 * seeded, in O(1) per table; schemas and partitions are generated on first read and made to add up
 * to exactly those numbers, so seeding 10,000 tables stays cheap and every sum is exact.
 */
import type { TableSchema } from '../../../src/api/lake/schemas';
import { addDays, DAY_MS, dayOf, daysBetween, HOUR_MS, MINUTE_MS } from './time';
import {
  STORAGE_CLASSES,
  TIER_OF_CLASS,
  type LakeTable,
  type PartitionPlan,
  type StorageClass,
  type TableAccess,
  type TableStats,
  type TierPolicy,
  type TierSizes,
} from './types';
import { apportion, uuidFrom } from './util';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

export interface TableSpec {
  name: string;
  /** Created this many days before the anchor. */
  ageDays: number;
  buildSchema: () => TableSchema;
  partition?: {
    keys: readonly string[];
    /** Daily partitions kept (the newest is the anchor's day); capped by the table's age. */
    days: number;
    regions?: readonly string[];
    tiers?: TierPolicy | null;
  };
  /** Rough total file size; the seed varies it by ±30 %. */
  bytes: number;
  recordBytes: number;
  fileBytes: number;
  storageClass?: StorageClass;
  storageAction?: string | null;
  isExternal?: boolean;
  owner: string;
  writer: string;
  buckets?: number;
}

interface TableContext {
  anchorMs: number;
  /** The database's location; the table's path is beneath it. */
  location: string;
  /** The table cannot be older than its database. */
  notBefore: number;
  seed: number;
}

const MIB = 1024 * 1024;

/** The class a partition of this age (days) is in under the policy. */
export function classOfAge(age: number, tiers: TierPolicy | null): StorageClass {
  if (!tiers) return 'STANDARD';
  if (age >= tiers.cold) return 'COLD_ARCHIVE';
  if (age >= tiers.archive) return 'ARCHIVE';
  if (age >= tiers.ia) return 'IA';
  return 'STANDARD';
}

export function partitionCountOf(plan: PartitionPlan | null): number {
  return plan ? plan.days * Math.max(1, plan.regions.length) : 0;
}

export const emptyTiers = (): TierSizes => ({
  objTypeStandardSize: 0,
  objTypeIaSize: 0,
  objTypeArchiveSize: 0,
  objTypeColdArchiveSize: 0,
});

/** Tier sizes of a table: its partitions' classes weighted by count, or all in its own class. */
function tiersOf(fileSize: number, plan: PartitionPlan | null, own: StorageClass): TierSizes {
  const tiers = emptyTiers();
  if (!plan || !plan.tiers) {
    tiers[TIER_OF_CLASS[own]] = fileSize;
    return tiers;
  }
  const counts = STORAGE_CLASSES.map(() => 0);
  const regions = Math.max(1, plan.regions.length);
  for (let k = 0; k < plan.days; k += 1) {
    const index = STORAGE_CLASSES.indexOf(classOfAge(plan.days - 1 - k, plan.tiers));
    counts[index] = (counts[index] ?? 0) + regions;
  }
  const split = apportion(fileSize, counts);
  STORAGE_CLASSES.forEach((storageClass, index) => {
    tiers[TIER_OF_CLASS[storageClass]] = split[index] ?? 0;
  });
  return tiers;
}

export function makeTable(context: TableContext, spec: TableSpec): LakeTable {
  const { anchorMs, seed } = context;
  const rng = createRng(seed);
  const createdAt = Math.max(
    context.notBefore + HOUR_MS,
    Math.round(anchorMs - spec.ageDays * DAY_MS - rng.int(0, 6 * HOUR_MS)),
  );
  const lifeDays = Math.max(1, Math.floor((anchorMs - createdAt) / DAY_MS));
  const plan: PartitionPlan | null = spec.partition
    ? {
        keys: spec.partition.keys,
        days: Math.min(spec.partition.days, lifeDays),
        firstDay: addDays(dayOf(anchorMs), -(Math.min(spec.partition.days, lifeDays) - 1)),
        regions: spec.partition.regions ?? [],
        tiers: spec.partition.tiers ?? null,
      }
    : null;
  const partitions = partitionCountOf(plan);
  const fileSize = Math.max(partitions * MIB, Math.round(spec.bytes * (0.7 + 0.6 * rng.next())));
  const fileCount = Math.max(partitions, 1, Math.round(fileSize / spec.fileBytes));
  const recordCount = Math.max(fileCount, Math.round(fileSize / spec.recordBytes));
  const metaFileCount = Math.ceil(fileCount / 40) + rng.int(3, 12);
  const metaSize = metaFileCount * rng.int(4_096, 12_288) + fileCount * 320;
  const storageClass = spec.storageClass ?? 'STANDARD';
  // A partitioned table was last written with today's partition; others some time in their life.
  const updatedAt = plan
    ? anchorMs - rng.int(5 * MINUTE_MS, 3 * HOUR_MS)
    : Math.round(createdAt + (anchorMs - createdAt) * (0.5 + 0.5 * rng.next()));
  const stats: TableStats = {
    fileSize,
    fileCount,
    recordCount,
    metaSize,
    metaFileCount,
    tiers: tiersOf(fileSize, plan, storageClass),
    grownAt: updatedAt,
  };
  const storageAction = spec.storageAction === undefined ? 'NONE' : spec.storageAction;
  return {
    id: uuidFrom(rng.next),
    name: spec.name,
    path: `${context.location}/${spec.name}`,
    isExternal: spec.isExternal ?? false,
    schemaId: rng.int(0, 6),
    storageClass,
    storageAction,
    storageActionTimestamp:
      storageAction && storageAction !== 'NONE'
        ? Math.round(updatedAt + (anchorMs - updatedAt) * rng.next())
        : null,
    totalBuckets: spec.buckets ?? rng.pick([1, 4, 8, 16]),
    schema: null,
    buildSchema: spec.buildSchema,
    stats,
    plan,
    partitions: null,
    seed,
    owner: spec.owner,
    createdBy: spec.owner,
    updatedBy: spec.writer,
    createdAt,
    updatedAt,
  };
}

/** What a storage action was asked to do (`CONVERTING_TO_IA` targets `IA`). */
export function actionParams(
  action: string | null,
  storageClass: string,
  trigger: string,
): Record<string, string> {
  if (action === null || action === 'NONE') return {};
  const target = action.startsWith('CONVERTING_TO_')
    ? action.slice('CONVERTING_TO_'.length)
    : storageClass;
  return { targetStorageClass: target, trigger };
}

/** A table made through CreateTable: no data yet. */
export function emptyTableStats(at: number): TableStats {
  return {
    fileSize: 0,
    fileCount: 0,
    recordCount: 0,
    metaSize: 0,
    metaFileCount: 0,
    tiers: emptyTiers(),
    grownAt: at,
  };
}

/** Share of the current totals a table had at `at`: it grew linearly from creation to `grownAt`. */
function grown(value: number, table: LakeTable, at: number): number {
  const { grownAt } = table.stats;
  if (at >= grownAt) return value;
  if (at <= table.createdAt) return 0;
  return Math.floor((value * (at - table.createdAt)) / (grownAt - table.createdAt));
}

export interface TableTotals {
  tableCount: number;
  partitionCount: number;
  fileSize: number;
  fileCount: number;
  metaSize: number;
  metaFileCount: number;
}

export const zeroTotals = (): TableTotals => ({
  tableCount: 0,
  partitionCount: 0,
  fileSize: 0,
  fileCount: 0,
  metaSize: 0,
  metaFileCount: 0,
});

/** The table's totals at `at`, whose calendar day is `day` (callers compute it once for all tables). */
export function tableTotalsAt(table: LakeTable, at: number, day: string): TableTotals {
  if (at < table.createdAt) return zeroTotals();
  const { stats, plan } = table;
  let partitionCount = 0;
  if (plan) {
    // A table keeps its last `plan.days` daily partitions (older ones are expired), so on an earlier
    // day it held that many too, counted from the day it was created, not from today's first one.
    const lived = Math.max(0, daysBetween(dayOf(table.createdAt), day) + 1);
    const days = Math.min(plan.days, lived);
    partitionCount = days * Math.max(1, plan.regions.length);
  }
  return {
    tableCount: 1,
    partitionCount,
    fileSize: grown(stats.fileSize, table, at),
    fileCount: grown(stats.fileCount, table, at),
    metaSize: grown(stats.metaSize, table, at),
    metaFileCount: grown(stats.metaFileCount, table, at),
  };
}

/** Tier sizes at `at`: today's split, scaled to the size then. */
export function tableTiersAt(table: LakeTable, at: number): TierSizes {
  const size = grown(table.stats.fileSize, table, at);
  if (size === table.stats.fileSize) return { ...table.stats.tiers };
  const weights = STORAGE_CLASSES.map((c) => table.stats.tiers[TIER_OF_CLASS[c]]);
  const split = apportion(size, weights);
  const tiers = emptyTiers();
  STORAGE_CLASSES.forEach((c, index) => {
    tiers[TIER_OF_CLASS[c]] = split[index] ?? 0;
  });
  return tiers;
}

const REQUESTERS = [
  'acs:ram::1234567890123456:role/lake-etl',
  'acs:ram::1234567890123456:role/bi-dashboard',
  'acs:ram::1234567890123456:role/spark-batch',
  'acs:ram::1234567890123456:user/bob',
  'acs:ram::1234567890123456:user/carol',
] as const;

const NO_ACCESS: TableAccess = {
  lastAccessTime: null,
  accessTotal: 0,
  access30d: 0,
  access7d: 0,
  lastRequester: null,
  topRequester: null,
};

/**
 * When something created at `createdAt`, `age` days old, was last read (null: never since it was
 * created), and how often: new data is read a lot, old data rarely.
 */
export function drawAccess(
  rng: Rng,
  anchorMs: number,
  createdAt: number,
  age: number,
): TableAccess {
  const window = (from: number, to: number): number | null => {
    const low = Math.max(createdAt + MINUTE_MS, anchorMs - from);
    const high = anchorMs - to;
    return high > low ? Math.round(low + (high - low) * rng.next()) : null;
  };
  let lastAccessTime: number | null;
  if (rng.chance(Math.exp(-age / 25))) lastAccessTime = window(Math.min(30, age + 1) * DAY_MS, 0);
  else if (rng.chance(Math.exp(-age / 120))) lastAccessTime = window(180 * DAY_MS, 30 * DAY_MS + 1);
  else lastAccessTime = rng.chance(0.5) ? window(720 * DAY_MS, 180 * DAY_MS + 1) : null;
  if (lastAccessTime === null) return NO_ACCESS;
  const accessTotal = rng.int(1, 40 + Math.round(4_000 / (1 + age)));
  const access30d = lastAccessTime >= anchorMs - 30 * DAY_MS ? rng.int(1, accessTotal) : 0;
  const access7d = lastAccessTime >= anchorMs - 7 * DAY_MS ? rng.int(1, Math.max(1, access30d)) : 0;
  return {
    lastAccessTime,
    accessTotal,
    access30d,
    access7d,
    lastRequester: rng.pick(REQUESTERS),
    topRequester: rng.pick(REQUESTERS),
  };
}

/** Access of an unpartitioned table (a partitioned one sums its partitions'). */
export function tableAccess(table: LakeTable, anchorMs: number): TableAccess {
  if (table.stats.fileCount === 0) return NO_ACCESS;
  const rng = createRng(deriveSeed(table.seed, 'access'));
  const age = Math.floor((anchorMs - table.updatedAt) / DAY_MS);
  return drawAccess(rng, anchorMs, table.createdAt, age);
}
