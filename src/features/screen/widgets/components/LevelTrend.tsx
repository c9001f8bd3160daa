import { useMemo } from 'react';
import { stackedBarOption, type SeriesSpec } from '../model/charts';
import { useWidgetsI18n } from '../i18n';
import type { LevelTrendSpec } from '../model/levelSpecs';
import { toneColor } from '../model/levels';
import { alignToDates, sum } from '../model/logic';
import { Stats, useCountsText, useDateText, useDateTick, usePalette, type StatItem } from './parts';
import { TileChart } from './TileChart';

/**
 * Counts by level and their stacked daily trend: vulnerabilities, baseline and alarms draw the
 * same way from their section of DescribeScreenSecurityStatInfo.
 */
export function LevelTrend<S, L extends string>({
  spec,
  section,
  onLevel,
  levelHint,
}: {
  spec: LevelTrendSpec<S, L>;
  section: S;
  /** A drill-down per level (alarms). */
  onLevel?: ((level: L) => void) | undefined;
  /** What a level's drill button opens, for screen readers. */
  levelHint?: string | undefined;
}) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const countsText = useCountsText();
  const tickLabel = useDateTick();
  const dateText = useDateText();

  const stats: StatItem[] = spec.levels.map(({ def, count }) => {
    const label = t(def.label);
    const value = count(section);
    return {
      key: def.level,
      label,
      value,
      tone: def.tone,
      onSelect: onLevel && (() => onLevel(def.level)),
      selectHint: levelHint,
    };
  });

  const { option, description } = useMemo(() => {
    const dates = spec.dates(section);
    const on = spec.levelsOn(section);
    const shown = spec.levels.filter(({ def }) => on.length === 0 || on.includes(def.level));
    const byLevel: SeriesSpec[] = shown.map(({ def, list }) => ({
      name: t(def.label),
      color: toneColor(palette, def.tone),
      data: alignToDates(dates, list(section)),
    }));
    // Without per-level lists the service's per-day totals are all there is to draw.
    const series: SeriesSpec[] = byLevel.some((s) => s.data.some((v) => v !== null))
      ? byLevel
      : [
          {
            name: t('widget.total'),
            color: palette.accent,
            data: alignToDates(dates, spec.total(section)),
          },
        ];
    const totals = series.map((s) => ({
      label: s.name,
      value: sum(s.data.map((v) => v ?? 0)),
    }));
    const from = dates[0];
    const to = dates[dates.length - 1];
    return {
      option: stackedBarOption(dates, series, { tickLabel, valueLabel: dateText }),
      description:
        from === undefined || to === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summary', {
              from: dateText(from),
              to: dateText(to),
              totals: countsText(totals),
            }),
    };
  }, [spec, section, palette, t, countsText, tickLabel, dateText]);

  return (
    <>
      <Stats items={stats} />
      <TileChart option={option} label={t(spec.chartLabel)} description={description} />
    </>
  );
}
