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

/** No legend row: the coloured counts above each chart name its series (and the tooltip does). */
const GRID = { left: 4, right: 12, top: 10, bottom: 2, containLabel: true } as const;
/** A line ends on the plot's right edge, and its last label is centred there: room for half. */
const LINE_GRID = { ...GRID, right: 20 } as const;

export interface AxisOptions {
  /** Shortens category labels (dates) on the axis ("Nov 16"). */
  tickLabel?: ((value: string) => string) | undefined;
  /** Writes a category in full where there is room, the tooltip's heading ("Nov 16, 2026"). */
  valueLabel?: ((value: string) => string) | undefined;
}

/** A category axis whose labels never collide: echarts skips labels that would overlap. */
function categoryAxis(
  categories: readonly string[],
  { tickLabel, valueLabel }: AxisOptions,
  edgeAligned: boolean,
) {
  return {
    type: 'category' as const,
    boundaryGap: !edgeAligned,
    data: [...categories],
    axisLabel: {
      hideOverlap: true,
      ...(tickLabel ? { formatter: tickLabel } : {}),
      // A line starts and ends on the plot's edges: keep the end labels inside the chart.
    },
    // The tooltip's heading is the axis pointer's label.
    ...(valueLabel
      ? {
          axisPointer: {
            label: { formatter: ({ value }: { value: unknown }) => valueLabel(String(value)) },
          },
        }
      : {}),
  };
}

/** Few, whole-number ticks: the small tiles have room for three or four labels. */
const VALUE_AXIS = {
  type: 'value',
  minInterval: 1,
  splitNumber: 3,
  axisLabel: { hideOverlap: true },
} as const;

/** Daily counts per level, stacked. */
export function stackedBarOption(
  categories: readonly string[],
  series: readonly SeriesSpec[],
  axis: AxisOptions = {},
): EChartsOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { show: false },
    grid: GRID,
    xAxis: categoryAxis(categories, axis, false),
    yAxis: VALUE_AXIS,
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
  { area = false, ...axis }: { area?: boolean } & AxisOptions = {},
): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { show: false },
    grid: LINE_GRID,
    xAxis: categoryAxis(categories, axis, true),
    yAxis: VALUE_AXIS,
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
