import { useMemo } from 'react';
import type { OperateInfo } from '../../../../api/screen/schemas';
import { lineOption, type SeriesSpec } from '../model/charts';
import { useWidgetsI18n } from '../i18n';
import { onWindowDays, sum } from '../model/logic';
import { Stats, useCountsText, useDateText, useDateTick, usePalette } from './parts';
import { TileChart } from './TileChart';
import type { Timed, WidgetViewProps } from '../model/types';

/** SE_OP_SE_OP: baseline items, alarms and vulnerabilities handled, with trends (OperateInfo). */
export default function OperationsView({ data: [info] }: WidgetViewProps<[Timed<OperateInfo>]>) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const countsText = useCountsText();
  const tickLabel = useDateTick();
  const dateText = useDateText();
  const result = info?.result;
  // The series alone: a refresh brings a new request id and window, not necessarily new points.
  const dates = result?.DateArray;
  // The axis is the window the request asked for (its dates stay the same object between
  // refreshes of one day, so they redraw nothing either).
  const days = info?.window.days;
  const baseline = result?.HealthCheckValueArray;
  const alarms = result?.SuspEventValueArray;
  const vuls = result?.VulValueArray;

  const chart = useMemo(() => {
    if (!dates || !baseline || !alarms || !vuls) return null;
    const { axis, align } = onWindowDays(days, dates);
    const series: SeriesSpec[] = [
      { name: t('widget.handled.baseline'), color: palette.info, data: align(baseline) },
      { name: t('widget.handled.alarms'), color: palette.danger, data: align(alarms) },
      { name: t('widget.handled.vuls'), color: palette.warn, data: align(vuls) },
    ];
    const from = axis[0];
    const to = axis[axis.length - 1];
    const totals = series.map((s) => ({ label: s.name, value: sum(s.data.map((v) => v ?? 0)) }));
    return {
      option: lineOption(axis, series, palette, { tickLabel, valueLabel: dateText }),
      description:
        from === undefined || to === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summary', {
              from: dateText(from),
              to: dateText(to),
              totals: countsText(totals),
            }),
    };
  }, [dates, days, baseline, alarms, vuls, palette, t, countsText, tickLabel, dateText]);

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
