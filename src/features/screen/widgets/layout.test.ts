import {
  escapeHtml,
  ringLayout,
  ringOption,
  type RingSlice,
  type RingText,
} from './model/ringChart';
import { alarmListRows, isNarrowTile, rankingsLayout } from './model/tileLayout';
import { quantize } from './model/tileSize';

const slices: RingSlice[] = [
  { name: 'SSH brute force', value: 60, color: '#111111', members: 1 },
  { name: '<img src=x onerror=alert(1)>', value: 30, color: '#222222', members: 1 },
  { name: 'Other types', value: 10, color: '#333333', members: 4 },
];
const text: RingText = {
  seriesName: 'Attacks by type',
  count: (value) => value.toLocaleString('en-US'),
  share: (part, whole) => `${Math.round((part / whole) * 100)}%`,
  types: (members) => `${members} types`,
};

interface Built {
  tooltip: { formatter: (params: unknown) => string };
  legend: {
    type: string;
    orient: string;
    left?: number;
    bottom?: number;
    height?: number;
    formatter: (name: string) => string;
    tooltip: { formatter: (params: { name: string }) => string };
    textStyle: { width: number; overflow: string };
  };
  series: { center: (number | string)[]; radius: (number | string)[]; label: { show: boolean } }[];
}
const build = (width: number, height: number, list = slices) =>
  ringOption(list, { width, height }, text) as unknown as Built;

describe('the attack-type ring', () => {
  it('puts the legend beside the ring when the tile is wide, under it when narrow or square', () => {
    expect(ringLayout({ width: 435, height: 163 }, 7)).toBe('beside'); // wall 3 × 6
    expect(ringLayout({ width: 912, height: 412 }, 7)).toBe('beside'); // wall 6 × 12
    expect(ringLayout({ width: 249, height: 223 }, 7)).toBe('below'); // console 3 × 6
    expect(ringLayout({ width: 209, height: 223 }, 7)).toBe('below'); // the same at 1280 px
    expect(ringLayout({ width: 346, height: 327 }, 7)).toBe('below'); // console 4 × 8
    expect(ringLayout({ width: 540, height: 540 }, 7)).toBe('below'); // console 6 × 12
    expect(ringLayout({ width: 0, height: 0 }, 7)).toBe('beside');
  });

  it('beside: the legend starts right of the ring and every row fits the height', () => {
    const option = build(432, 160);
    const [cx] = option.series[0]!.center as number[];
    const [, outer] = option.series[0]!.radius as number[];
    expect(option.legend.orient).toBe('vertical');
    expect(option.legend.left).toBeGreaterThanOrEqual(cx! + outer!);
    expect(option.legend.type).toBe('plain');
    expect(2 * outer!).toBeLessThanOrEqual(160);
    // Names shorten with an ellipsis inside the tile's width rather than running off it.
    expect(option.legend.left! + 15 + option.legend.textStyle.width).toBeLessThanOrEqual(432);
    expect(option.legend.textStyle.overflow).toBe('truncate');
  });

  it('below: names under a ring that keeps a useful size; a scrolling row when even that fails', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...slices[0]!, name: `type ${i}` }));
    const below = build(248, 216, seven);
    expect(below.legend).toEqual(expect.objectContaining({ type: 'plain', bottom: 0 }));
    const [, outer] = below.series[0]!.radius as number[];
    expect(2 * outer!).toBeGreaterThanOrEqual(72);
    // Ring above, seven 18 px rows below: together within the height.
    expect(2 * outer! + 7 * 18).toBeLessThanOrEqual(216);

    const squat = build(180, 150, seven);
    expect(squat.legend.type).toBe('scroll');
  });

  it('no slice labels; the legend shows each share', () => {
    const option = build(432, 160);
    expect(option.series[0]!.label.show).toBe(false);
    expect(option.legend.formatter('SSH brute force')).toBe('{share|60%}SSH brute force');
    // Rich-text markup in a name is neutralised.
    expect(option.legend.formatter('{a|b}')).toBe('{share|} a b ');
  });

  it('the tooltip gives count and share, escapes names, and says what "other" holds', () => {
    const { tooltip, legend } = build(432, 160);
    expect(tooltip.formatter({ name: 'SSH brute force', marker: '●' })).toBe(
      '●SSH brute force<br/>60 · 60%',
    );
    expect(tooltip.formatter({ name: '<img src=x onerror=alert(1)>', marker: '' })).toBe(
      '&#60;img src=x onerror=alert(1)&#62;<br/>30 · 30%',
    );
    expect(tooltip.formatter({ name: 'Other types', marker: '' })).toBe(
      'Other types<br/>10 · 10% · 4 types',
    );
    expect(legend.tooltip.formatter({ name: '<b>' })).toBe('&#60;b&#62;');
    expect(escapeHtml(`"&'`)).toBe('&#34;&#38;&#39;');
  });
});

describe('tile layouts', () => {
  it('the top-5 rankings stack in a narrow tile and sit side by side where stacking cannot fit', () => {
    expect(rankingsLayout({ width: 249, height: 226 })).toBe('stack'); // console 3 × 6
    expect(rankingsLayout({ width: 209, height: 226 })).toBe('stack'); // at 1280 px
    expect(rankingsLayout({ width: 435, height: 163 })).toBe('side'); // wall 3 × 6
    expect(rankingsLayout({ width: 440, height: 400 })).toBe('stack'); // narrow and tall
    expect(rankingsLayout({ width: 540, height: 226 })).toBe('side');
    expect(rankingsLayout({ width: 0, height: 0 })).toBe('side');
  });

  it('the alarm list gets the rows left after the counts and a readable trend', () => {
    expect(alarmListRows(0, 5)).toBe(5); // not measured
    expect(alarmListRows(163, 5)).toBe(0); // wall 3 × 6
    expect(alarmListRows(226, 5)).toBe(2); // console 3 × 6
    expect(alarmListRows(330, 5)).toBe(5); // console 4 × 8
    expect(alarmListRows(1000, 5)).toBe(5);
  });

  it('a console 3-column tile is narrow; an unmeasured one is not', () => {
    expect(isNarrowTile({ width: 209, height: 226 })).toBe(true);
    expect(isNarrowTile({ width: 249, height: 226 })).toBe(true);
    expect(isNarrowTile({ width: 346, height: 330 })).toBe(false);
    expect(isNarrowTile({ width: 0, height: 0 })).toBe(false);
  });

  it('quantize steps sizes down so a drag does not rebuild a chart on every pixel', () => {
    expect(quantize({ width: 249, height: 223 })).toEqual({ width: 240, height: 208 });
    expect(quantize({ width: 249, height: 223 }, 8)).toEqual({ width: 248, height: 216 });
  });
});
