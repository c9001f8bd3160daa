import { useMemo } from 'react';
import type { AttackAnalysis } from '../../../../api/screen/schemas';
import { rangeMs } from '../../../../api/screen/timeRange';
import { dateTimeFormat } from '../../../../lib/intl';
import { lineOption } from '../charts';
import { useWidgetsI18n } from '../i18n';
import { sum, trendPoints } from '../logic';
import { Stats, useCount, usePalette } from '../parts';
import { TileChart } from '../TileChart';
import type { Timed, WidgetViewProps } from '../types';

const TWO_DAYS_MS = 2 * 86_400_000;

/** SE_OP_ATTACK_TREND: attacks over the range as a line, and their total (TREND + TOTAL). */
export default function AttackTrendView({
  data: [trend, total],
  range,
}: WidgetViewProps<[Timed<AttackAnalysis>, Timed<AttackAnalysis>]>) {
  const { t, locale } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const records = trend?.result.Data;
  const totalCount = total?.result.Total;
  // Hours matter over a day or two; over longer ranges the day does.
  const short = rangeMs(range) <= TWO_DAYS_MS;

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
    };
  }, [records, short, locale, palette, t, count]);

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
