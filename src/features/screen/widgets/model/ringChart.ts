/**
 * The attack-type ring: its geometry from the tile's size, so the legend never overlaps the ring
 * and nothing is cut at the tile's edge. Pure (no React), so each layout is unit-tested.
 */
import type { EChartsOption } from 'echarts';
import type { BoxSize } from './tileSize';

export interface RingSlice {
  name: string;
  value: number;
  color: string;
  /** How many types the slice stands for (the "other" slice: more than 1). */
  members: number;
}

export interface RingText {
  seriesName: string;
  count: (value: number) => string;
  share: (part: number, whole: number) => string;
  /** "12 types", for the "other" slice's tooltip. */
  types: (members: number) => string;
}

export type RingLayout = 'beside' | 'below';

/**
 * The legend's measures for its text size: 11 px text on an 18 px pitch on the console, the
 * wall's 16 px on 26. Each derived from the size, so a layout holds at either.
 */
interface Metrics {
  font: number;
  row: number;
  icon: number;
  /** The share before each name ("34%", "0.4%"), in a column of its own. */
  share: number;
  /** Room the legend takes beside the ring besides its names: gap, icon, share, margin. */
  besideChrome: number;
  /** Names narrower than this beside the ring lose too much to the ellipsis. */
  minBesideName: number;
  /** The widest name column a legend needs; wider only spreads it away from its icons. */
  maxName: number;
}

const ICON_GAP = 5;
/** A ring smaller than this is not worth drawing; the legend then scrolls instead. */
const MIN_RING = 72;

/** The legend's row pitch at a text size. */
export function legendRowPitch(font: number): number {
  return Math.round(font * 1.64);
}

function metricsFor(font: number): Metrics {
  const row = legendRowPitch(font);
  const icon = Math.round(font * 0.9);
  const share = Math.round(font * 3.1);
  return {
    font,
    row,
    icon,
    share,
    besideChrome: 16 + icon + ICON_GAP + share + 8,
    minBesideName: Math.round(font * 9),
    maxName: Math.round(font * 20),
  };
}

/** The console's legend text size; the wall passes its own. */
const CONSOLE_FONT = 11;

function besideRing({ width, height }: BoxSize): number {
  return Math.max(60, Math.min(height - 8, width * 0.5, 320));
}

/** The ring left above a one-column legend of `count` names. */
function belowRing({ width, height }: BoxSize, count: number, m: Metrics): number {
  return Math.min(height - count * m.row - 6, width);
}

/**
 * Beside the ring when that leaves the names room and the ring is no smaller than it would be
 * above them (a wide, short tile); below it otherwise (a narrow or square tile), where a ring with
 * whole names under it beats a ring beside shortened ones. A tile too small for either keeps the
 * legend beside, scrolling.
 */
export function ringLayout(size: BoxSize, count: number, font = CONSOLE_FONT): RingLayout {
  if (size.width === 0 || size.height === 0) return 'beside';
  const m = metricsFor(font);
  const ring = besideRing(size);
  const names = size.width - ring - m.besideChrome;
  if (names >= m.minBesideName && ring >= belowRing(size, count, m)) return 'beside';
  return belowRing(size, count, m) >= MIN_RING || names < m.minBesideName ? 'below' : 'beside';
}

/** Text for an HTML tooltip: the names come from the service. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Braces and bars would be read as rich-text markup in a legend label. */
function richSafe(text: string): string {
  return text.replace(/[{}|]/g, ' ');
}

interface Geometry {
  center: [number | string, number | string];
  radius: [number | string, number | string];
  legend: Record<string, unknown>;
  nameWidth: number;
}

function geometry(layout: RingLayout, size: BoxSize, count: number, m: Metrics): Geometry {
  const { width, height } = size;
  if (width === 0 || height === 0) {
    // Not measured yet: proportions that hold for any tile until the first measurement.
    return {
      center: ['28%', '50%'],
      radius: ['34%', '60%'],
      legend: { type: 'scroll', orient: 'vertical', left: '56%', top: 'middle' },
      nameWidth: 96,
    };
  }
  if (layout === 'beside') {
    const ring = besideRing(size);
    const outer = ring / 2 - 4;
    const left = ring + 16;
    const scroll = count * m.row > height;
    return {
      center: [ring / 2 + 2, height / 2],
      radius: [Math.round(outer * 0.58), Math.round(outer)],
      legend: {
        type: scroll ? 'scroll' : 'plain',
        orient: 'vertical',
        left,
        top: 'middle',
        ...(scroll ? { height: height - 4 } : {}),
      },
      nameWidth: Math.max(40, Math.min(m.maxName, width - ring - m.besideChrome)),
    };
  }
  // Below: one column of names under the ring, else two, else one scrolling row.
  const columnWidth = (width - 8) / 2;
  const options = [
    { rows: count, nameWidth: width - m.icon - ICON_GAP - m.share - 4, columns: 1 },
    {
      rows: Math.ceil(count / 2),
      nameWidth: columnWidth - m.icon - ICON_GAP - m.share - 4,
      columns: 2,
    },
  ];
  const fit = options.find(
    (option) => option.nameWidth >= 60 && height - option.rows * m.row - 6 >= MIN_RING,
  );
  const legendHeight = fit ? fit.rows * m.row : m.row + 4;
  const ringBox = Math.max(40, Math.min(height - legendHeight - 6, width));
  return {
    center: ['50%', ringBox / 2],
    radius: [Math.round((ringBox / 2 - 2) * 0.58), Math.round(ringBox / 2 - 2)],
    legend: fit
      ? fit.columns === 1
        ? // One column, centred under the ring.
          { type: 'plain', orient: 'vertical', left: 'center', bottom: 0 }
        : { type: 'plain', orient: 'horizontal', left: 0, bottom: 0, width, itemGap: 8 }
      : { type: 'scroll', orient: 'horizontal', left: 0, right: 0, bottom: 0 },
    nameWidth: Math.min(m.maxName, fit ? fit.nameWidth : Math.max(40, width - 120)),
  };
}

/** The ring with a legend of names and shares; slice labels are off (they would be cut). */
export function ringOption(
  slices: readonly RingSlice[],
  size: BoxSize,
  text: RingText,
  font = CONSOLE_FONT,
): EChartsOption {
  const m = metricsFor(font);
  const total = slices.reduce((all, slice) => all + slice.value, 0);
  const byName = new Map(slices.map((slice) => [slice.name, slice]));
  const layout = ringLayout(size, slices.length, font);
  const { center, radius, legend, nameWidth } = geometry(layout, size, slices.length, m);
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const slice = item && byName.get(item.name);
        if (!item || !slice) return '';
        const members = slice.members > 1 ? ` · ${escapeHtml(text.types(slice.members))}` : '';
        return `${String(item.marker ?? '')}${escapeHtml(slice.name)}<br/>${escapeHtml(
          `${text.count(slice.value)} · ${text.share(slice.value, total)}`,
        )}${members}`;
      },
    },
    legend: {
      ...legend,
      itemWidth: m.icon,
      itemHeight: m.icon,
      itemGap: (legend.itemGap as number | undefined) ?? m.row - m.icon - 4,
      pageIconSize: m.icon,
      pageTextStyle: { fontSize: Math.max(10, font - 1) },
      // Full names on hover, where a name had to be shortened.
      tooltip: { show: true, formatter: (params: { name: string }) => escapeHtml(params.name) },
      // The share first, in a column of its own, so shortening a long name never hides it.
      formatter: (name: string) => {
        const slice = byName.get(name);
        return `{share|${slice ? text.share(slice.value, total) : ''}}${richSafe(name)}`;
      },
      textStyle: {
        fontSize: font,
        width: m.share + nameWidth,
        overflow: 'truncate',
        rich: { share: { fontSize: font, width: m.share } },
      },
      data: slices.map((slice) => slice.name),
    },
    series: [
      {
        type: 'pie',
        name: text.seriesName,
        center,
        radius,
        avoidLabelOverlap: false,
        label: { show: false },
        labelLine: { show: false },
        emphasis: { scale: true, scaleSize: 4 },
        data: slices.map((slice) => ({
          name: slice.name,
          value: slice.value,
          itemStyle: { color: slice.color },
        })),
      },
    ],
  };
}
