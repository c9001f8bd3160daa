import { useMemo } from 'react';
import { screenQueries } from '../../../api/screen/queries';
import { lineOption, type SeriesSpec } from './charts';
import { useWidgetsI18n } from './i18n';
import { alignToDates, rangeSpan, sum } from './logic';
import { Stats, useCountsText, useDateTick, usePalette } from './parts';
import { TileChart } from './TileChart';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

/** SE_OP_SE_OP: baseline items, alarms and vulnerabilities handled, with trends (OperateInfo). */
export default function OperationsWidget(props: WidgetProps) {
  const { t, locale } = useWidgetsI18n();
  const palette = usePalette();
  const countsText = useCountsText();
  const tickLabel = useDateTick();
  const {
    results: [info],
    tile,
  } = useTileQueries([screenQueries.operateInfo(props.range, locale)]);
  const result = info.data?.result;

  const chart = useMemo(() => {
    if (!result) return null;
    const dates = result.DateArray;
    const series: SeriesSpec[] = [
      {
        name: t('widget.handled.baseline'),
        color: palette.info,
        data: alignToDates(dates, result.HealthCheckValueArray),
      },
      {
        name: t('widget.handled.alarms'),
        color: palette.danger,
        data: alignToDates(dates, result.SuspEventValueArray),
      },
      {
        name: t('widget.handled.vuls'),
        color: palette.warn,
        data: alignToDates(dates, result.VulValueArray),
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
  }, [result, palette, t, countsText, tickLabel]);

  return (
    <TileFrame
      code="SE_OP_SE_OP"
      widget={props}
      tile={tile}
      caption={t('widget.handled.caption', { span: rangeSpan(props.range, locale) })}
      empty={
        result &&
        result.DateArray.length === 0 &&
        result.HealthCheckDealedCount +
          result.SecurityEventDealedCount +
          result.VulnerabilityDealedCount ===
          0
      }
    >
      {result && chart && (
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
      )}
    </TileFrame>
  );
}
