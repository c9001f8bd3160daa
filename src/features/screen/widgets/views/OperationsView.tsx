import { useMemo } from 'react';
import type { OperateInfo } from '../../../../api/screen/schemas';
import { lineOption, type SeriesSpec } from '../charts';
import { useWidgetsI18n } from '../i18n';
import { alignToDates, sum } from '../logic';
import { Stats, useCountsText, useDateTick, usePalette } from '../parts';
import { TileChart } from '../TileChart';
import type { Timed, WidgetViewProps } from '../types';

/** SE_OP_SE_OP: baseline items, alarms and vulnerabilities handled, with trends (OperateInfo). */
export default function OperationsView({ data: [info] }: WidgetViewProps<[Timed<OperateInfo>]>) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const countsText = useCountsText();
  const tickLabel = useDateTick();
  const result = info?.result;
  // The series alone: a refresh brings a new request id and window, not necessarily new points.
  const dates = result?.DateArray;
  const baseline = result?.HealthCheckValueArray;
  const alarms = result?.SuspEventValueArray;
  const vuls = result?.VulValueArray;

  const chart = useMemo(() => {
    if (!dates || !baseline || !alarms || !vuls) return null;
    const series: SeriesSpec[] = [
      {
        name: t('widget.handled.baseline'),
        color: palette.info,
        data: alignToDates(dates, baseline),
      },
      {
        name: t('widget.handled.alarms'),
        color: palette.danger,
        data: alignToDates(dates, alarms),
      },
      {
        name: t('widget.handled.vuls'),
        color: palette.warn,
        data: alignToDates(dates, vuls),
      },
    ];
    const from = dates[0];
    const to = dates[dates.length - 1];
    const totals = series.map((s) => ({ label: s.name, value: sum(s.data.map((v) => v ?? 0)) }));
    return {
      option: lineOption(dates, series, palette, { tickLabel }),
      description:
        from === undefined || to === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summary', { from, to, totals: countsText(totals) }),
    };
  }, [dates, baseline, alarms, vuls, palette, t, countsText, tickLabel]);

  return (
    result &&
    chart && (
      <>
        <Stats
          items={[
            {
              key: 'baseline',
              label: t('widget.handled.baselineShort'),
              value: result.HealthCheckDealedCount,
              tone: 'info',
            },
            {
              key: 'alarms',
              label: t('widget.handled.alarmsShort'),
              value: result.SecurityEventDealedCount,
              tone: 'danger',
            },
            {
              key: 'vuls',
              label: t('widget.handled.vulsShort'),
              value: result.VulnerabilityDealedCount,
              tone: 'warn',
            },
          ]}
        />
        <TileChart
          option={chart.option}
          label={t('widget.handled.chart')}
          description={chart.description}
        />
      </>
    )
  );
}
