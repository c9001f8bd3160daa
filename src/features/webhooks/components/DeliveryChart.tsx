import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import { Chart } from '../../../components/Chart';
import { useWebhooksI18n } from '../i18n';
import { intlLocale } from '../../../lib/format';
import type { DeliveryStats } from '../model/deliveryStats';
import { deliveryStatusLabel } from './DeliveryStatusTag';
import { dateTimeFormat, listFormat, numberFormat } from '../../../lib/intl';

const STATUS_COLORS: Record<string, string> = {
  SUCCEEDED: '#2f9e44',
  FAILED: '#d9363e',
  RETRYING: '#e8890c',
};

/** A `YYYY-MM-DD` local day as the locale writes a month and day: "11/21", "21/11". */
function dayLabel(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dateTimeFormat(locale, { month: 'numeric', day: 'numeric' }).format(
    new Date(year, month - 1, date, 12),
  );
}

/** Stacked bars: deliveries per day, split by status. Default export for React.lazy. */
export default function DeliveryChart({ stats }: { stats: DeliveryStats }) {
  const { t, locale } = useWebhooksI18n();
  const tag = intlLocale(locale);
  const option = useMemo<EChartsOption>(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: stats.days.map((d) => dayLabel(d.day, tag)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: stats.statuses.map((status) => ({
        type: 'bar',
        stack: 'deliveries',
        name: deliveryStatusLabel(status, t),
        itemStyle: { color: STATUS_COLORS[status] ?? '#8c8c8c' },
        data: stats.days.map((d) => d.counts[status] ?? 0),
      })),
    }),
    [stats, t, tag],
  );
  const count = numberFormat(tag);
  const summary = listFormat(tag, { type: 'conjunction', style: 'narrow' }).format(
    stats.days.map((d) => `${d.day} ${count.format(d.total)}`),
  );
  return (
    <Chart
      option={option}
      label={t('chart.title')}
      description={stats.total === 0 ? t('chart.noData') : t('chart.summary', { summary })}
    />
  );
}
