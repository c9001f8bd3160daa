import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import type { ScoreThread } from '../../../../api/screen/schemas';
import { useScreenRender } from '../../model/screenContext';
import contentStyles from './content.module.css';
import { useWidgetsI18n } from '../i18n';
import { BAND_TONE, extent, onWindowDays, SCORE_BANDS, scoreBand } from '../model/logic';
import { LevelTag, useCount, useDateText, useDateTick, usePalette } from './parts';
import { scoreLayout } from '../model/scoreLayout';
import { TileChart } from './TileChart';
import { useTileSize } from '../model/tileSize';
import { useTypeScale } from '../model/typeScale';
import type { Timed, WidgetViewProps } from '../model/types';

/**
 * SE_OP_SE_TREND: the security score now, and over the range over its 95/85/70 bands
 * (ScoreThread; its last point is the score now, the same the summary reports). Large, the score
 * is a gauge beside or above the trend — the wall's centre piece; small, it is a number.
 */
export default function ScoreTrendView({ data: [thread] }: WidgetViewProps<[Timed<ScoreThread>]>) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const tickLabel = useDateTick();
  const size = useTileSize();
  // The gauge is the wall's centre piece; the console keeps one chart per tile, whatever its size.
  const layout = useScreenRender().surface === 'wall' ? scoreLayout(size) : 'number';
  // The series alone: a refresh brings a new request id and window, not necessarily new points.
  const series = thread?.result.Data;
  if (!series) return null;
  const scores = series.SocreThread;
  const dates = series.SocreThreadDate;
  const last = scores[scores.length - 1];
  const first = scores[0];
  const firstDate = dates[0];
  const delta =
    last !== undefined && first !== undefined && firstDate !== undefined && scores.length > 1
      ? t('widget.score.delta', {
          delta: `${last - first > 0 ? '+' : last - first < 0 ? '−' : '±'}${count(Math.abs(last - first))}`,
          date: tickLabel(firstDate),
        })
      : undefined;

  return (
    <div className={contentStyles.scoreTrend} data-layout={layout}>
      {last !== undefined &&
        (layout === 'number' ? (
          <ScoreNumber score={last} delta={delta} />
        ) : (
          <ScoreGauge score={last} delta={delta} />
        ))}
      <ScoreTrend dates={dates} days={thread.window.days} scores={scores} />
    </div>
  );
}

function ScoreNumber({ score, delta }: { score: number; delta: string | undefined }) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const band = scoreBand(score);
  return (
    <p className={contentStyles.scoreLine}>
      <span className={contentStyles.score}>{count(score)}</span>
      <LevelTag tone={BAND_TONE[band]}>{t(`widget.assets.band.${band}`)}</LevelTag>
      {delta && <span className={contentStyles.meta}>{delta}</span>}
    </p>
  );
}

/** Today's score on a 0–100 arc coloured by the bands the trend draws. */
function ScoreGauge({ score, delta }: { score: number; delta: string | undefined }) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const type = useTypeScale();
  const band = scoreBand(score);
  const bandLabel = t(`widget.assets.band.${band}`);
  const option = useMemo<EChartsOption>(() => {
    const colour = {
      good: palette.good,
      some: palette.info,
      many: palette.warn,
      weak: palette.danger,
    };
    return {
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          startAngle: 215,
          endAngle: -35,
          radius: '96%',
          center: ['50%', '56%'],
          splitNumber: 10,
          axisLine: {
            lineStyle: {
              width: Math.round(type.small * 0.9),
              color: [
                [0.7, colour.weak],
                [0.85, colour.many],
                [0.95, colour.some],
                [1, colour.good],
              ],
            },
          },
          pointer: {
            length: '58%',
            width: Math.round(type.small * 0.4),
            itemStyle: { color: palette.text },
          },
          anchor: { show: true, size: type.small * 0.8, itemStyle: { color: palette.text } },
          axisTick: { show: false },
          splitLine: { length: type.small * 0.9, lineStyle: { color: palette.card, width: 2 } },
          axisLabel: { distance: type.small * 1.6, color: palette.muted, fontSize: type.small },
          title: { offsetCenter: [0, '66%'], color: colour[band], fontSize: type.body },
          detail: {
            offsetCenter: [0, '38%'],
            fontSize: Math.round(type.figure * 1.5),
            fontWeight: 700,
            color: palette.text,
            formatter: (value: number) => count(value),
          },
          data: [{ value: score, name: delta ? `${bandLabel} · ${delta}` : bandLabel }],
        },
      ],
    };
  }, [score, bandLabel, delta, palette, count, type, band]);
  return (
    <div className={contentStyles.scoreGauge}>
      <TileChart
        option={option}
        label={t('widget.score.gauge')}
        description={t('widget.score.gaugeSummary', { score: count(score), band: bandLabel })}
      />
    </div>
  );
}

function ScoreTrend({
  dates,
  days,
  scores,
}: {
  dates: readonly string[];
  /** The dates of the window the request asked for (a range in days): the axis. */
  days: readonly string[] | undefined;
  scores: readonly number[];
}) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const tickLabel = useDateTick();
  const dateText = useDateText();
  const chart = useMemo(() => {
    const { axis, align } = onWindowDays(days, dates);
    const range = extent(scores);
    // Show every band the line passes through, and at least the 70–100 ones.
    const min = Math.max(0, Math.min(60, Math.floor(((range?.min ?? 70) - 5) / 10) * 10));
    const option: EChartsOption = {
      tooltip: { trigger: 'axis' },
      grid: { left: 4, right: 20, top: 12, bottom: 2, containLabel: true },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: [...axis],
        axisLabel: { hideOverlap: true, formatter: tickLabel },
        axisPointer: { label: { formatter: ({ value }) => dateText(String(value)) } },
      },
      yAxis: { type: 'value', min, max: 100, interval: 10, axisLabel: { hideOverlap: true } },
      series: [
        {
          type: 'line',
          name: t('widget.score.series'),
          data: align(scores),
          showSymbol: axis.length <= 31,
          itemStyle: { color: palette.accent },
          lineStyle: { color: palette.accent, width: 3 },
          // The bands' colours are the gauge's (or the score's tag): no labels over the line.
          markArea: {
            silent: true,
            label: { show: false },
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
  }, [dates, days, scores, palette, t, count, tickLabel, dateText]);

  return (
    <TileChart
      option={chart.option}
      label={t('widget.score.chart')}
      description={chart.description}
    />
  );
}
