import { useMemo } from 'react';
import { stackedBarOption, type SeriesSpec } from './charts';
import { useWidgetsI18n } from './i18n';
import { toneColor, type LevelDef } from './levels';
import { alignToDates, sum } from './logic';
import type { WidgetMessageKey } from './messages';
import { Stats, useCountsText, useDateTick, usePalette, type StatItem } from './parts';
import { TileChart } from './TileChart';

/** How one SecurityStatInfo section splits into levels (a module constant per widget). */
export interface LevelTrendSpec<S, L extends string> {
  levels: readonly {
    def: LevelDef<L>;
    count: (section: S) => number;
    list: (section: S) => readonly number[];
  }[];
  dates: (section: S) => readonly string[];
  total: (section: S) => readonly number[];
  /** The levels the service says are switched on; the trend shows only those. */
  levelsOn: (section: S) => readonly L[];
  chartLabel: WidgetMessageKey;
}

/** Nothing to draw: no counts and no points. */
export function isLevelTrendEmpty<S, L extends string>(spec: LevelTrendSpec<S, L>, section: S) {
  return (
    spec.levels.every((level) => level.count(section) === 0) && spec.dates(section).length === 0
  );
}

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
      option: stackedBarOption(dates, series, { tickLabel }),
      description:
        from === undefined || to === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summary', { from, to, totals: countsText(totals) }),
    };
  }, [spec, section, palette, t, countsText, tickLabel]);

  return (
    <>
      <Stats items={stats} />
      <TileChart option={option} label={t(spec.chartLabel)} description={description} />
    </>
  );
}
