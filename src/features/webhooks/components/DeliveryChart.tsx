import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import { Chart } from '../../../components/Chart';
import { useT } from '../../../i18n/useI18n';
import type { DeliveryStats } from '../logic/deliveryStats';
import { deliveryStatusLabel } from './DeliveryStatusTag';

const STATUS_COLORS: Record<string, string> = {
  SUCCEEDED: '#2f9e44',
  FAILED: '#d9363e',
  RETRYING: '#e8890c',
};

/** Stacked bars: deliveries per day, split by status. Default export for React.lazy. */
export default function DeliveryChart({ stats }: { stats: DeliveryStats }) {
  const t = useT();
  const option = useMemo<EChartsOption>(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: stats.days.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: stats.statuses.map((status) => ({
        type: 'bar',
        stack: 'deliveries',
        name: deliveryStatusLabel(status, t),
        itemStyle: { color: STATUS_COLORS[status] ?? '#8c8c8c' },
        data: stats.days.map((d) => d.counts[status] ?? 0),
      })),
    }),
    [stats, t],
  );
  const summary = stats.days.map((d) => `${d.day} ${d.total}`).join(', ');
  return (
    <Chart
      option={option}
      label={t('chart.title')}
      description={stats.total === 0 ? t('chart.noData') : t('chart.summary', { summary })}
    />
  );
}
