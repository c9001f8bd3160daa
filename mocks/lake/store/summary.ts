/**
 * Storage summaries, computed when asked from the tables themselves: a catalog is the sum of its
 * databases, a database of its tables, a table of its partitions, so every level agrees. History
 * (month-over-month values, trends) comes from the same growth model (lake/store/tables.ts `grown`).
 */
import type {
  CatalogSummary,
  CatalogSummaryTrend,
  DatabaseSummary,
  DateSummary,
  MoMValues,
  TableCompaction,
  TableSnapshot,
  TableSummary,
} from '../../../src/api/lake/schemas';
import { LAST_MONTH_DAYS } from '../assumed';
import { partitionsOf } from './partitions';
import {
  addDays,
  DAY_MS,
  daysBetween,
  endOfDay,
  HOUR_MS,
  MINUTE_MS,
  startOfDay,
  startOfMonth,
} from './time';
import {
  actionParams,
  partitionCountOf,
  tableAccess,
  tableTiersAt,
  tableTotalsAt,
  type TableTotals,
  emptyTiers,
  zeroTotals,
} from './tables';
import type { LakeCatalog, LakeDatabase, LakeTable, TableAccess, TierSizes } from './types';
import { createRng, deriveSeed } from '../../core/rng';

/** The instant a day's values describe: its end, or now for today. */
function instantOf(day: string, today: string, now: number): number {
  return day === today ? now : endOfDay(day);
}

/** Adds every count of `add` into `into` (totals and tier sizes are flat records of numbers). */
function addInto<T extends { [K in keyof T]: number }>(into: T, add: T): void {
  for (const key of Object.keys(add) as (keyof T)[]) {
    (into[key] as number) += add[key];
  }
}
const addTotals = addInto<TableTotals>;

const addTiers = addInto<TierSizes>;

function databaseTotalsAt(database: LakeDatabase, at: number, day: string): TableTotals {
  const totals = zeroTotals();
  database.tables.forEach((table) => addTotals(totals, tableTotalsAt(table, at, day)));
  return totals;
}

function databaseTiersAt(database: LakeDatabase, at: number): TierSizes {
  const tiers = emptyTiers();
  database.tables.forEach((table) => addTiers(tiers, tableTiersAt(table, at)));
  return tiers;
}

interface CatalogTotals extends TableTotals {
  databaseCount: number;
}

function catalogTotalsAt(catalog: LakeCatalog, at: number, day: string): CatalogTotals {
  const totals = { ...zeroTotals(), databaseCount: 0 };
  catalog.databases.forEach((database) => {
    if (database.createdAt > at) return;
    totals.databaseCount += 1;
    addTotals(totals, databaseTotalsAt(database, at, day));
  });
  return totals;
}

const WEEKEND_FACTOR = 0.55;

/** A catalog's activity on one day: the same numbers every time for the same catalog and day. */
function activityOn(
  catalog: LakeCatalog,
  day: string,
): { apiVisitCount: number; fileAccessCount: number; throughput: number } {
  if (endOfDay(day) < catalog.createdAt)
    return { apiVisitCount: 0, fileAccessCount: 0, throughput: 0 };
  const rng = createRng(deriveSeed(catalog.seed, 'activity', day));
  const weekday = new Date(startOfDay(day)).getDay();
  const factor = weekday === 0 || weekday === 6 ? WEEKEND_FACTOR : 1;
  const scaled = (base: number) => Math.round(base * factor * (0.75 + 0.5 * rng.next()));
  return {
    apiVisitCount: scaled(catalog.activity.apiVisits),
    fileAccessCount: scaled(catalog.activity.fileAccess),
    throughput: scaled(catalog.activity.throughput),
  };
}

const mom = (current: number, lastDay: number, lastMonth: number): MoMValues => ({
  currentValue: current,
  lastDayValue: lastDay,
  lastMonthValue: lastMonth,
});

/** The catalog's summary for `day` (today: as of now). */
export function catalogSummary(
  catalog: LakeCatalog,
  day: string,
  today: string,
  now: number,
): CatalogSummary {
  const at = instantOf(day, today, now);
  const yesterday = addDays(day, -1);
  const monthAgo = addDays(day, -LAST_MONTH_DAYS);
  const current = catalogTotalsAt(catalog, at, day);
  const lastDay = catalogTotalsAt(catalog, endOfDay(yesterday), yesterday);
  const lastMonth = catalogTotalsAt(catalog, endOfDay(monthAgo), monthAgo);
  const series = (pick: (totals: CatalogTotals) => number) =>
    mom(pick(current), pick(lastDay), pick(lastMonth));
  const tiers = emptyTiers();
  catalog.databases.forEach((database) => {
    if (database.createdAt <= at) addTiers(tiers, databaseTiersAt(database, at));
  });
  const monthly = { apiVisitCount: 0, fileAccessCount: 0, throughput: 0 };
  for (let d = startOfMonth(day); d <= day; d = addDays(d, 1)) {
    const activity = activityOn(catalog, d);
    monthly.apiVisitCount += activity.apiVisitCount;
    monthly.fileAccessCount += activity.fileAccessCount;
    monthly.throughput += activity.throughput;
  }
  return {
    databaseCount: series((t) => t.databaseCount),
    tableCount: series((t) => t.tableCount),
    partitionCount: series((t) => t.partitionCount),
    totalFileSizeInBytes: series((t) => t.fileSize),
    totalFileCount: series((t) => t.fileCount),
    totalMetaSizeInBytes: series((t) => t.metaSize),
    totalMetaFileCount: series((t) => t.metaFileCount),
    apiVisitCountMonthly: monthly.apiVisitCount,
    fileAccessCountMonthly: monthly.fileAccessCount,
    throughputMonthly: monthly.throughput,
    generatedDate: day,
    ...tiers,
  };
}

/**
 * One entry per day of `startDay`…`endDay` for each series. Sizes and file counts follow the
 * same growth as the summary, so the entry for a summary's day equals its `currentValue` and the
 * day before its `lastDayValue`. O(tables × days) with plain arithmetic in the inner loop.
 */
export function catalogTrend(
  catalog: LakeCatalog,
  startDay: string,
  endDay: string,
  today: string,
  now: number,
): CatalogSummaryTrend {
  const days: string[] = [];
  for (let d = startDay; d <= endDay; d = addDays(d, 1)) days.push(d);
  const instants = days.map((d) => instantOf(d, today, now));
  const n = days.length;
  // Per table: the ramp days (created … grown) one by one, the days after it through `tail`
  // (a difference array), so 10,000 tables over 366 days stay fast. Same arithmetic as `grown`.
  const size = new Float64Array(n);
  const files = new Float64Array(n);
  const meta = new Float64Array(n);
  const tail = {
    size: new Float64Array(n + 1),
    files: new Float64Array(n + 1),
    meta: new Float64Array(n + 1),
  };
  catalog.databases.forEach((database) =>
    database.tables.forEach((table) => {
      const { createdAt } = table;
      const { grownAt, fileSize, fileCount, metaFileCount } = table.stats;
      let i = 0;
      while (i < n && (instants[i] ?? 0) < createdAt) i += 1;
      for (; i < n; i += 1) {
        const at = instants[i] ?? 0;
        if (at >= grownAt) break;
        if (at <= createdAt) continue;
        const span = grownAt - createdAt;
        size[i] = (size[i] ?? 0) + Math.floor((fileSize * (at - createdAt)) / span);
        files[i] = (files[i] ?? 0) + Math.floor((fileCount * (at - createdAt)) / span);
        meta[i] = (meta[i] ?? 0) + Math.floor((metaFileCount * (at - createdAt)) / span);
      }
      tail.size[i] = (tail.size[i] ?? 0) + fileSize;
      tail.files[i] = (tail.files[i] ?? 0) + fileCount;
      tail.meta[i] = (tail.meta[i] ?? 0) + metaFileCount;
    }),
  );
  let running = { size: 0, files: 0, meta: 0 };
  for (let i = 0; i < n; i += 1) {
    running = {
      size: running.size + (tail.size[i] ?? 0),
      files: running.files + (tail.files[i] ?? 0),
      meta: running.meta + (tail.meta[i] ?? 0),
    };
    size[i] = (size[i] ?? 0) + running.size;
    files[i] = (files[i] ?? 0) + running.files;
    meta[i] = (meta[i] ?? 0) + running.meta;
  }
  const activity = days.map((d) => activityOn(catalog, d));
  const series = (values: ArrayLike<number>): DateSummary[] =>
    days.map((date, i) => ({ date, value: values[i] ?? 0 }));
  return {
    apiVisitCount: series(activity.map((a) => a.apiVisitCount)),
    fileAccessCount: series(activity.map((a) => a.fileAccessCount)),
    throughput: series(activity.map((a) => a.throughput)),
    totalMetaCount: series(meta),
    totalFileCount: series(files),
    totalFileSizeInBytes: series(size),
  };
}

export function databaseSummary(
  database: LakeDatabase,
  day: string,
  today: string,
  now: number,
): DatabaseSummary {
  const at = instantOf(day, today, now);
  const totals = databaseTotalsAt(database, at, day);
  return {
    databaseName: database.name,
    location: database.location,
    generatedDate: day,
    createdAt: database.createdAt,
    tableCount: totals.tableCount,
    partitionCount: totals.partitionCount,
    totalFileSizeInBytes: totals.fileSize,
    totalFileCount: totals.fileCount,
    totalMetaSizeInBytes: totals.metaSize,
    totalMetaFileCount: totals.metaFileCount,
    ...databaseTiersAt(database, at),
  };
}

/** Access of a table: its own, or its partitions' summed (last access is the latest of theirs). */
function accessOf(table: LakeTable, anchorMs: number): TableAccess {
  if (!table.plan) return tableAccess(table, anchorMs);
  const access: TableAccess = {
    lastAccessTime: null,
    accessTotal: 0,
    access30d: 0,
    access7d: 0,
    lastRequester: null,
    topRequester: null,
  };
  const byRequester = new Map<string, number>();
  partitionsOf(table, anchorMs).forEach((p) => {
    access.accessTotal += p.accessTotal;
    access.access30d += p.access30d;
    access.access7d += p.access7d;
    if (p.lastAccessTime !== null && (access.lastAccessTime ?? -1) < p.lastAccessTime) {
      access.lastAccessTime = p.lastAccessTime;
      access.lastRequester = p.lastRequester;
    }
    if (p.topRequester) {
      byRequester.set(p.topRequester, (byRequester.get(p.topRequester) ?? 0) + p.accessTotal);
    }
  });
  let best = -1;
  for (const [requester, count] of byRequester) {
    if (count > best) {
      best = count;
      access.topRequester = requester;
    }
  }
  return access;
}

/** Partitions not read for 30 days (standard) and for 180 days (standard or infrequent access). */
function unaccessedCounts(
  table: LakeTable,
  anchorMs: number,
  now: number,
): { std30: number; stdIa180: number } {
  const counts = { std30: 0, stdIa180: 0 };
  if (!table.plan) return counts;
  const idleSince = (p: { createdAt: number; lastAccessTime: number | null }, days: number) => {
    const cutoff = now - days * DAY_MS;
    return p.createdAt <= cutoff && (p.lastAccessTime === null || p.lastAccessTime < cutoff);
  };
  partitionsOf(table, anchorMs).forEach((p) => {
    if (p.storageClass === 'STANDARD' && idleSince(p, 30)) counts.std30 += 1;
    if ((p.storageClass === 'STANDARD' || p.storageClass === 'IA') && idleSince(p, 180)) {
      counts.stdIa180 += 1;
    }
  });
  return counts;
}

export function tableSummary(
  table: LakeTable,
  databaseName: string,
  context: { anchorMs: number; day: string; today: string; now: number },
): TableSummary {
  const { anchorMs, day, today, now } = context;
  const at = instantOf(day, today, now);
  const totals = tableTotalsAt(table, at, day);
  const access = accessOf(table, anchorMs);
  const idle = unaccessedCounts(table, anchorMs, now);
  return {
    databaseName,
    tableName: table.name,
    path: table.path,
    generatedDate: day,
    storageClass: table.storageClass,
    lastRequester: access.lastRequester,
    topRequester: access.topRequester,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    lastAccessTime: access.lastAccessTime,
    storageActionTimestamp: table.storageActionTimestamp,
    partitionCount: totals.partitionCount,
    unaccessedStdPartitionCount30d: idle.std30,
    unaccessedStdIaPartitionCount180d: idle.stdIa180,
    totalFileSizeInBytes: totals.fileSize,
    totalFileCount: totals.fileCount,
    totalMetaSizeInBytes: totals.metaSize,
    totalMetaFileCount: totals.metaFileCount,
    totalFileAccessNum: access.accessTotal,
    totalFileAccessNum7d: access.access7d,
    totalFileAccessNum30d: access.access30d,
    ...tableTiersAt(table, at),
    storageActionParams: actionParams(table.storageAction, table.storageClass, 'lifecycle'),
  };
}

/** The latest snapshot: the table's totals, written by its last writer. */
export function tableSnapshot(table: LakeTable, anchorMs: number): TableSnapshot {
  const { stats } = table;
  const partitionCount = partitionCountOf(table.plan);
  if (stats.fileCount === 0) {
    return {
      lastFileCreationTime: null,
      recordCount: 0,
      fileSizeInBytes: 0,
      fileCount: 0,
      partitionCount: 0,
      totalBuckets: table.totalBuckets,
      snapshot: null,
    };
  }
  let lastFile = table.stats.grownAt;
  if (table.plan) {
    partitionsOf(table, anchorMs).forEach((p) => {
      lastFile = Math.max(lastFile, p.lastFileCreationTime);
    });
  }
  const rng = createRng(deriveSeed(table.seed, 'snapshot'));
  const commitsPerDay = table.plan ? rng.int(24, 96) : rng.int(1, 4);
  const lifeDays = Math.max(1, Math.floor((lastFile - table.createdAt) / DAY_MS));
  const id = lifeDays * commitsPerDay + rng.int(0, commitsPerDay);
  return {
    lastFileCreationTime: lastFile,
    recordCount: stats.recordCount,
    fileSizeInBytes: stats.fileSize,
    fileCount: stats.fileCount,
    partitionCount,
    totalBuckets: table.totalBuckets,
    snapshot: {
      id,
      schemaId: table.schemaId,
      commitUser: table.updatedBy,
      commitIdentifier: id * 10 + rng.int(0, 9),
      commitKind: rng.chance(0.8) ? 'APPEND' : 'COMPACT',
      timeMillis: lastFile,
      totalRecordCount: stats.recordCount,
      deltaRecordCount: Math.min(stats.recordCount, rng.int(1, 50_000)),
    },
  };
}

/** Compaction: CU spent so far and the oldest file still waiting to be merged. */
export function tableCompaction(
  table: LakeTable,
  catalogId: string,
  anchorMs: number,
): TableCompaction {
  if (table.stats.fileCount === 0) {
    return {
      catalogId,
      tableId: table.id,
      cuUsage: 0,
      latencyFileEarliestTime: null,
      lastCompactedFileTime: null,
      maxLevel0FileCount: null,
    };
  }
  const rng = createRng(deriveSeed(table.seed, 'compaction'));
  const cuUsage =
    Math.round((table.stats.fileCount / 50) * (0.5 + rng.next()) * 1_000) / 1_000 + 0.125;
  const earliest = Math.max(
    table.createdAt + MINUTE_MS,
    anchorMs - rng.int(5 * MINUTE_MS, table.plan ? 2 * HOUR_MS : 30 * HOUR_MS),
  );
  return {
    catalogId,
    tableId: table.id,
    cuUsage,
    latencyFileEarliestTime: earliest,
    lastCompactedFileTime: Math.max(
      table.createdAt + MINUTE_MS,
      earliest - rng.int(MINUTE_MS, HOUR_MS),
    ),
    maxLevel0FileCount: String(rng.int(1, 12)),
  };
}

/** Days from `start` to `end`, both included. */
export function daysInRange(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}
