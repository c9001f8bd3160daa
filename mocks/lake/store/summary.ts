/**
 * Storage summaries, computed when asked from the tables themselves: a catalog is the sum of its
 * databases, a database of its tables, a table of its partitions, so every level agrees. History
 * (month-over-month values, trends) comes from the same growth model (tables.ts `grown`). The
 * catalog's and a database's are here, a table's in tableSummary.ts.
 */
import type {
  CatalogSummary,
  CatalogSummaryTrend,
  DatabaseSummary,
  DateSummary,
  MoMValues,
} from '../../../src/api/lake/schemas';
import { LAST_MONTH_DAYS } from '../assumed';
import { addDays, daysBetween, endOfDay, startOfDay, startOfMonth } from './time';
import { tableTiersAt, tableTotalsAt, type TableTotals, emptyTiers, zeroTotals } from './tables';
import type { LakeCatalog, LakeDatabase, TierSizes } from './types';
import { createRng, deriveSeed } from '../../core/rng';

/** The instant a day's values describe: its end, or now for today. */
export function instantOf(day: string, today: string, now: number): number {
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

/** Days from `start` to `end`, both included. */
export function daysInRange(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}
