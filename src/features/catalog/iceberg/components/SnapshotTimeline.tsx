import { useMemo } from 'react';
import * as echarts from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import type { IcebergSnapshot } from '../../../../api/lake/icebergSchemas';
import { Chart } from '../../../../components/Chart';
import { formatDateTime } from '../../../../lib/format';
import { useIcebergI18n } from '../i18n';
import { formatInt64 } from '../model/int64Text';
import {
  OPERATION_COLORS,
  OPERATION_SYMBOLS,
  axisTimeLabel,
  timelineModel,
  timelinePoints,
} from '../model/snapshots';

// Registered here, not in the shared chart chunk: only this chart draws markers or SVG, so the
// screen's tiles do not load either. SVG keeps the axis labels as text in the page.
echarts.use([ScatterChart, SVGRenderer]);

const LANE_HEIGHT = 40;
const DAY = 86_400_000;

const escape = (line: string) => line.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));

/**
 * The page's snapshots on a time axis: each one a marker at its commit time, in the lane of its
 * operation (so a delete or replace that adds no rows is as visible as an append), sized by the
 * rows it added; the current snapshot marked by a line. Exact numbers are in the tooltip and the
 * list below. Default export: loaded lazily with echarts.
 */
export default function SnapshotTimeline({
  snapshots,
  currentId,
}: {
  snapshots: readonly IcebergSnapshot[];
  currentId: string | undefined;
}) {
  const { t, locale } = useIcebergI18n();
  const model = useMemo(
    () => timelineModel(timelinePoints(snapshots, currentId)),
    [snapshots, currentId],
  );
  const option = useMemo<EChartsOption>(() => {
    const [from, to] = model.range ?? [0, 0];
    const span = to - from || DAY;
    // A margin either side, so the first and last markers are drawn whole.
    const pad = Math.max(span * 0.03, 60_000);
    return {
      grid: { left: 8, right: 24, top: 24, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'item',
        formatter: (params) => {
          const item = Array.isArray(params) ? params[0] : params;
          const lane = model.lanes[item?.seriesIndex ?? -1];
          const point = lane?.markers[item?.dataIndex ?? -1]?.point;
          if (!lane || !point) return '';
          return [
            formatDateTime(point.timestampMillis, locale, { seconds: true }),
            `${t('iceberg.snapshot.operation')}: ${
              lane.kind === 'other' ? point.operation : t(`iceberg.operation.${lane.kind}`)
            }`,
            `${t('iceberg.snapshot.id')}: ${point.id}`,
            `${t('iceberg.snapshot.addedRows')}: ${formatInt64(point.addedRows, locale)}`,
            ...(point.current ? [t('iceberg.timeline.current')] : []),
          ]
            .map(escape)
            .join('<br/>');
        },
      },
      xAxis: {
        type: 'time',
        min: from - pad,
        max: to + pad,
        splitLine: { show: true, lineStyle: { color: '#f0f0f0' } },
        axisLabel: {
          color: '#595959',
          hideOverlap: true,
          formatter: (value: number) => axisTimeLabel(value, span, locale),
        },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: model.lanes.map((lane) => t(`iceberg.operation.${lane.kind}`)),
        axisTick: { show: false },
        axisLabel: { color: '#262626' },
        splitLine: { show: true, lineStyle: { color: '#f5f5f5' } },
      },
      series: model.lanes.map((lane, index) => ({
        type: 'scatter',
        name: t(`iceberg.operation.${lane.kind}`),
        symbol: OPERATION_SYMBOLS[lane.kind],
        clip: false,
        itemStyle: {
          color: OPERATION_COLORS[lane.kind],
          opacity: 0.85,
          borderColor: '#ffffff',
          borderWidth: 1,
        },
        data: lane.markers.map((marker) => ({
          value: marker.value,
          symbolSize: marker.symbolSize,
        })),
        ...(index === 0 && model.currentAt !== null
          ? {
              markLine: {
                silent: true,
                symbol: 'none',
                lineStyle: { color: '#262626', type: 'dashed' },
                // At the top, clear of the time axis's labels.
                label: {
                  formatter: t('iceberg.timeline.current'),
                  color: '#262626',
                  position: 'start',
                },
                data: [{ xAxis: model.currentAt }],
              },
            }
          : {}),
      })),
    };
  }, [model, t, locale]);
  const [from, to] = model.range ?? [0, 0];
  const count = model.lanes.reduce((sum, lane) => sum + lane.markers.length, 0);
  const label = t('iceberg.timeline.label', {
    count,
    from: formatDateTime(from, locale),
    to: formatDateTime(to, locale),
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
        height={60 + model.lanes.length * LANE_HEIGHT}
        renderer="svg"
      />
    </figure>
  );
}
