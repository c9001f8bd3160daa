import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import {
  TREND_SERIES,
  type CatalogSummaryTrend,
  type TrendSeries,
} from '../../../../api/lake/schemas';
import { Chart } from '../../../../components/Chart';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { useCatalogsI18n } from '../i18n';
import { BYTE_SERIES, sortedPoints } from '../model/trendSeries';
import styles from './storage.module.css';

const COLOR = '#1668dc';

function SeriesChart({ trend, series }: { trend: CatalogSummaryTrend; series: TrendSeries }) {
  const { t, locale } = useCatalogsI18n();
  const points = useMemo(() => sortedPoints(trend, series), [trend, series]);
  const bytes = BYTE_SERIES.has(series);
  const format = useMemo(
    () => (value: number) => (bytes ? formatBytes(value, locale) : formatNumber(value, locale)),
    [bytes, locale],
  );
  const option = useMemo<EChartsOption>(
    () => ({
      grid: { left: 8, right: 16, top: 12, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value) => (typeof value === 'number' ? format(value) : String(value)),
      },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: points.map((point) => point.date.slice(5)),
        axisLabel: { hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        splitNumber: 3,
        // Counts and bytes are whole numbers: no fractional ticks ("1 B" five times over 0…1).
        minInterval: 1,
        axisLabel: { formatter: (value: number) => format(value), hideOverlap: true },
      },
      series: [
        {
          type: 'line',
          name: t(`catalogs.trend.series.${series}`),
          showSymbol: points.length <= 31,
          itemStyle: { color: COLOR },
          areaStyle: { opacity: 0.08 },
          data: points.map((point) => point.value),
        },
      ],
    }),
    [points, format, series, t],
  );
  const title = t(`catalogs.trend.series.${series}`);
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? t('catalogs.trend.summary', {
          series: title,
          firstDate: first.date,
          first: format(first.value),
          lastDate: last.date,
          last: format(last.value),
        })
      : t('catalogs.trend.noData');
  return (
    <div className={styles.chartCell}>
      <h3 className={styles.chartTitle}>{title}</h3>
      <Chart option={option} label={summary} height={180} />
    </div>
  );
}

/** Six small line charts, one per trend series. Default export: loaded lazily with echarts. */
export default function TrendCharts({ trend }: { trend: CatalogSummaryTrend }) {
  return (
    <div className={styles.chartGrid}>
      {TREND_SERIES.map((series) => (
        <SeriesChart key={series} trend={trend} series={series} />
      ))}
    </div>
  );
}
