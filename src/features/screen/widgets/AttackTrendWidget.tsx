import { useMemo } from 'react';
import { screenQueries } from '../../../api/screen/queries';
import { rangeMs, type TimeWindow } from '../../../api/screen/timeRange';
import { useScreenRender } from '../screenContext';
import { lineOption } from './charts';
import { useWidgetsI18n } from './i18n';
import { sum, trendPoints } from './logic';
import { DrillButton, Stats, useCount, usePalette } from './parts';
import { TileChart } from './TileChart';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';
import { dateTimeFormat } from '../../../lib/intl';

const TWO_DAYS_MS = 2 * 86_400_000;

/** SE_OP_ATTACK_TREND: attacks over the range as a line, and their total (TREND + TOTAL). */
export default function AttackTrendWidget(props: WidgetProps) {
  const { t, locale } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const palette = usePalette();
  const count = useCount();
  const {
    results: [trend, total],
    tile,
  } = useTileQueries([
    screenQueries.attack({ type: 'TREND', range: props.range }),
    screenQueries.attack({ type: 'TOTAL', range: props.range }),
  ]);
  const records = trend.data?.result.Data;
  const totalCount = total.data?.result.Total;
  // Hours matter over a day or two; over longer ranges the day does.
  const short = rangeMs(props.range) <= TWO_DAYS_MS;

  const chart = useMemo(() => {
    if (!records) return null;
    const points = trendPoints(records);
    // Daily points (all at midnight) need no hour; hourly ones over a long range do.
    const daily = points.every(([time]) => isLocalMidnight(time));
    const format = dateTimeFormat(
      locale,
      short
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : daily
          ? { month: 'numeric', day: 'numeric' }
          : { month: 'numeric', day: 'numeric', hour: '2-digit', hourCycle: 'h23' },
    );
    const labels = points.map(([time]) => format.format(time));
    const values = points.map(([, value]) => value);
    const first = labels[0];
    const last = labels[labels.length - 1];
    return {
      option: lineOption(
        labels,
        [{ name: t('widget.attackTrend.series'), color: palette.danger, data: values }],
        palette,
        { area: true },
      ),
      description:
        first === undefined || last === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summaryOne', {
              from: first,
              to: last,
              series: t('widget.attackTrend.series'),
              total: count(sum(values)),
            }),
      empty: points.length === 0,
    };
  }, [records, short, locale, palette, t, count]);

  return (
    <TileFrame
      code="SE_OP_ATTACK_TREND"
      widget={props}
      tile={tile}
      clampedTo={clampOf(trend.data?.window, total.data?.window)}
      empty={chart?.empty && (totalCount === undefined || totalCount === 0)}
      actions={
        onDrill && (
          <DrillButton onClick={() => onDrill({ kind: 'attacks', range: props.range })}>
            {t('widget.attack.view')}
          </DrillButton>
        )
      }
    >
      {totalCount !== undefined && (
        <Stats
          items={[
            {
              key: 'total',
              label: t('widget.attackTrend.total'),
              value: totalCount,
              tone: 'danger',
            },
          ]}
        />
      )}
      {chart && (
        <TileChart
          option={chart.option}
          label={t('widget.attackTrend.chart')}
          description={chart.description}
        />
      )}
    </TileFrame>
  );
}

function isLocalMidnight(time: number): boolean {
  const date = new Date(time);
  return date.getHours() === 0 && date.getMinutes() === 0;
}

function clampOf(...windows: (TimeWindow | undefined)[]): TimeWindow['clampedTo'] {
  return windows.find((window) => window?.clampedTo)?.clampedTo;
}
