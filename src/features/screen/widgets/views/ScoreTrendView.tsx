import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import type { ScoreThread } from '../../../../api/screen/schemas';
import { useWidgetsI18n } from '../i18n';
import { alignToDates, extent, SCORE_BANDS } from '../logic';
import { useCount, useDateTick, usePalette } from '../parts';
import { TileChart } from '../TileChart';
import type { Timed, WidgetViewProps } from '../types';

/** SE_OP_SE_TREND: the security score over the range, over its 95/85/70 bands (ScoreThread). */
export default function ScoreTrendView({ data: [thread] }: WidgetViewProps<[Timed<ScoreThread>]>) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const tickLabel = useDateTick();
  // The series alone: a refresh brings a new request id and window, not necessarily new points.
  const series = thread?.result.Data;

  const chart = useMemo(() => {
    if (!series) return null;
    const dates = series.SocreThreadDate;
    const scores = series.SocreThread;
    const range = extent(scores);
    // Show every band the line passes through, and at least the 70–100 ones.
    const min = Math.max(0, Math.min(60, Math.floor(((range?.min ?? 70) - 5) / 10) * 10));
    const option: EChartsOption = {
      tooltip: { trigger: 'axis' },
      grid: { left: 4, right: 20, top: 12, bottom: 2, containLabel: true },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: [...dates],
        axisLabel: { hideOverlap: true, formatter: tickLabel },
      },
      yAxis: { type: 'value', min, max: 100, interval: 10, axisLabel: { hideOverlap: true } },
      series: [
        {
          type: 'line',
          name: t('widget.score.series'),
          data: alignToDates(dates, scores),
          showSymbol: dates.length <= 31,
          itemStyle: { color: palette.accent },
          lineStyle: { color: palette.accent, width: 2 },
          markArea: {
            silent: true,
            label: { position: 'insideRight', color: palette.muted, fontSize: 10 },
            data: SCORE_BANDS.map(({ band, from, to }) => [
              {
                name: t(`widget.assets.band.${band}`),
                yAxis: Math.max(from, min),
                itemStyle: { color: palette.bandFill[band] },
              },
              { yAxis: to },
            ]),
          },
        },
      ],
    };
    const first = scores[0];
    const last = scores[scores.length - 1];
    const description =
      first === undefined || last === undefined || !range
        ? t('widget.noPoints')
        : t('widget.score.summary', {
            first: count(first),
            last: count(last),
            min: count(range.min),
            max: count(range.max),
          });
    return { option, description };
  }, [series, palette, t, count, tickLabel]);

  return (
    chart && (
      <TileChart
        option={chart.option}
        label={t('widget.score.chart')}
        description={chart.description}
      />
    )
  );
}
