import {
  TREND_SERIES,
  type CatalogSummaryTrend,
  type TrendSeries,
} from '../../../../api/lake/schemas';

/** Series measured in bytes (their axes and numbers are formatted as sizes). */
export const BYTE_SERIES: ReadonlySet<TrendSeries> = new Set([
  'throughput',
  'totalFileSizeInBytes',
]);

export interface TrendRow {
  date: string;
  values: Partial<Record<TrendSeries, number>>;
}

/** The six series side by side, one row per date (ascending), for the table view. */
export function trendRows(trend: CatalogSummaryTrend): TrendRow[] {
  const byDate = new Map<string, TrendRow>();
  for (const series of TREND_SERIES) {
    for (const point of trend[series]) {
      const row = byDate.get(point.date) ?? { date: point.date, values: {} };
      row.values[series] = point.value;
      byDate.set(point.date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A series' points by date, ascending. */
export function sortedPoints(trend: CatalogSummaryTrend, series: TrendSeries) {
  return [...trend[series]].sort((a, b) => a.date.localeCompare(b.date));
}
