/**
 * echarts options the tiles share, built from plain arrays. Colours come from the palette of the
 * tile's theme; text colours, axes and split lines from the echarts theme (chartThemes.ts).
 */
import type { EChartsOption } from 'echarts';
import type { ScreenPalette } from './chartThemes';

export interface SeriesSpec {
  name: string;
  color: string;
  data: readonly (number | null)[];
}

const GRID = { left: 8, right: 12, top: 28, bottom: 4, containLabel: true } as const;

/** Daily counts per level, stacked. */
export function stackedBarOption(
  categories: readonly string[],
  series: readonly SeriesSpec[],
): EChartsOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, left: 0, itemWidth: 10, itemHeight: 10, textStyle: { fontSize: 11 } },
    grid: GRID,
    xAxis: { type: 'category', data: [...categories] },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'bar',
      stack: 'total',
      name: s.name,
      barMaxWidth: 18,
      itemStyle: { color: s.color },
      data: [...s.data],
    })),
  };
}

/** Lines over categories; `area` fills under the first line. */
export function lineOption(
  categories: readonly string[],
  series: readonly SeriesSpec[],
  palette: ScreenPalette,
  { area = false }: { area?: boolean } = {},
): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend:
      series.length > 1
        ? { top: 0, left: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } }
        : { show: false },
    grid: { ...GRID, top: series.length > 1 ? 28 : 12 },
    xAxis: { type: 'category', boundaryGap: false, data: [...categories] },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s, index) => ({
      type: 'line',
      name: s.name,
      showSymbol: categories.length <= 31,
      itemStyle: { color: s.color },
      lineStyle: { color: s.color },
      ...(area && index === 0
        ? {
            areaStyle: {
              color: {
                type: 'linear',
                x: 0,
                y: 0,
                x2: 0,
                y2: 1,
                colorStops: [
                  { offset: 0, color: withAlpha(s.color, 0.45) },
                  { offset: 1, color: withAlpha(s.color, 0.02) },
                ],
              },
            },
          }
        : {}),
      data: [...s.data],
    })),
    color: [palette.accent],
  };
}

/** `#rrggbb` with an alpha, for gradients. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const value = parseInt(match[1], 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
