import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import type { IcebergSnapshot } from '../../../../api/lake/icebergSchemas';
import { Chart } from '../../../../components/Chart';
import { formatDateTime } from '../../../../lib/format';
import { numberFormat } from '../../../../lib/intl';
import { useIcebergI18n } from '../i18n';
import { formatInt64 } from '../model/int64Text';
import {
  OPERATION_COLORS,
  SNAPSHOT_OPERATIONS,
  int64ToNumber,
  timelinePoints,
  type SnapshotOperation,
} from '../model/snapshots';

const KINDS: readonly (SnapshotOperation | 'other')[] = [...SNAPSHOT_OPERATIONS, 'other'];

/**
 * The page's snapshots in commit order: one bar each, as high as the rows it added, coloured by
 * operation (one stacked series per operation, so the legend names the colours), the current
 * snapshot marked by a line. The exact numbers are in the tooltip and the list below.
 * Default export: loaded lazily with echarts.
 */
export default function SnapshotTimeline({
  snapshots,
  currentId,
}: {
  snapshots: readonly IcebergSnapshot[];
  currentId: string | undefined;
}) {
  const { t, locale } = useIcebergI18n();
  const points = useMemo(() => timelinePoints(snapshots, currentId), [snapshots, currentId]);
  const option = useMemo<EChartsOption>(() => {
    const categories = points.map((p) => `#${p.sequenceNumber ?? '?'}`);
    const current = points.findIndex((p) => p.current);
    const kinds = KINDS.filter((kind) => points.some((p) => p.kind === kind));
    return {
      grid: { left: 8, right: 16, top: 36, bottom: 4, containLabel: true },
      legend: { top: 0, data: kinds.map((kind) => t(`iceberg.operation.${kind}`)) },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params) => {
          const first = Array.isArray(params) ? params[0] : params;
          const point = points[first?.dataIndex ?? -1];
          if (!point) return '';
          return [
            `${categories[first?.dataIndex ?? 0]} · ${formatDateTime(point.timestampMillis, locale, { seconds: true })}`,
            `${t('iceberg.snapshot.id')}: ${point.id}`,
            `${t('iceberg.snapshot.operation')}: ${point.kind === 'other' ? point.operation : t(`iceberg.operation.${point.kind}`)}`,
            `${t('iceberg.snapshot.addedRows')}: ${formatInt64(point.addedRows, locale)}`,
          ]
            .map((line) => line.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')))
            .join('<br/>');
        },
      },
      xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
      yAxis: {
        type: 'value',
        splitNumber: 3,
        minInterval: 1,
        axisLabel: {
          formatter: (value: number) => numberFormat(locale, { notation: 'compact' }).format(value),
          hideOverlap: true,
        },
      },
      series: kinds.map((kind, index) => ({
        type: 'bar',
        name: t(`iceberg.operation.${kind}`),
        stack: 'rows',
        barMaxWidth: 24,
        itemStyle: { color: OPERATION_COLORS[kind] },
        data: points.map((p) => (p.kind === kind ? int64ToNumber(p.addedRows) : null)),
        ...(index === 0 && current >= 0
          ? {
              markLine: {
                silent: true,
                symbol: 'none',
                lineStyle: { color: '#262626', type: 'dashed' },
                label: { formatter: t('iceberg.timeline.current'), color: '#262626' },
                data: [{ xAxis: categories[current] }],
              },
            }
          : {}),
      })),
    };
  }, [points, t, locale]);
  const first = points[0];
  const last = points[points.length - 1];
  const label = t('iceberg.timeline.label', {
    count: points.length,
    from: first ? formatDateTime(first.timestampMillis, locale) : '',
    to: last ? formatDateTime(last.timestampMillis, locale) : '',
  });
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>
        {t('iceberg.timeline.title')}
      </figcaption>
      <Chart
        option={option}
        label={label}
        description={t('iceberg.timeline.description')}
        height={220}
      />
    </figure>
  );
}
