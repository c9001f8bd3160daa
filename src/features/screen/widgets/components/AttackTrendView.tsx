import { useMemo } from 'react';
import type { AttackAnalysis } from '../../../../api/screen/schemas';
import { localDateKey, rangeMs } from '../../../../api/screen/timeRange';
import { formatClock, formatDateTime, formatShortDate } from '../../../../lib/format';
import { lineOption } from '../model/charts';
import { useWidgetsI18n } from '../i18n';
import { onWindowDays, sum, trendPoints } from '../model/logic';
import { Stats, useCount, useDateText, useDateTick, usePalette } from './parts';
import { TileChart } from './TileChart';
import type { Timed, WidgetViewProps } from '../model/types';

const TWO_DAYS_MS = 2 * 86_400_000;

/** SE_OP_ATTACK_TREND: attacks over the range as a line, and their total (TREND + TOTAL). */
export default function AttackTrendView({
  data: [trend, total],
  range,
}: WidgetViewProps<[Timed<AttackAnalysis>, Timed<AttackAnalysis>]>) {
  const { t, locale } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const dateTick = useDateTick();
  const dateText = useDateText();
  const records = trend?.result.Data;
  const days = trend?.window.days;
  const totalCount = total?.result.Total;
  // Hours matter over a day or two; over longer ranges the day does.
  const short = rangeMs(range) <= TWO_DAYS_MS;

  const chart = useMemo(() => {
    if (!records) return null;
    const points = trendPoints(records);
    // Daily points (all at local midnight) go on the window's dates (the same window the request
    // asked for), written as the app writes dates; hourly ones keep their times.
    const daily = !short && points.every(([time]) => isLocalMidnight(time));
    const { axis, align } = daily
      ? onWindowDays(
          days,
          points.map(([time]) => localDateKey(time)),
        )
      : { axis: points.map(([time]) => String(time)), align: (v: readonly number[]) => [...v] };
    const values = align(points.map(([, value]) => value));
    const at = (category: string) => Number(category);
    const tickLabel = daily
      ? dateTick
      : short
        ? (category: string) => formatClock(at(category), locale, false)
        : (category: string) =>
            `${formatShortDate(at(category), locale)} ${formatClock(at(category), locale, false)}`;
    const valueLabel = daily
      ? dateText
      : (category: string) => formatDateTime(at(category), locale);
    const first = axis[0];
    const last = axis[axis.length - 1];
    return {
      option: lineOption(
        axis,
        [{ name: t('widget.attackTrend.series'), color: palette.danger, data: values }],
        palette,
        { area: true, tickLabel, valueLabel },
      ),
      description:
        first === undefined || last === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summaryOne', {
              from: valueLabel(first),
              to: valueLabel(last),
              series: t('widget.attackTrend.series'),
              total: count(sum(values.map((value) => value ?? 0))),
            }),
    };
  }, [records, days, short, locale, palette, t, count, dateTick, dateText]);

  return (
    <>
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
    </>
  );
}

function isLocalMidnight(time: number): boolean {
  const date = new Date(time);
  return date.getHours() === 0 && date.getMinutes() === 0;
}
