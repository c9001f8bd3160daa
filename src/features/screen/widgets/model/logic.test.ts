import type { AttackRecord } from '../../../../api/screen/schemas';
import { attackTypeLabel } from './attackTypes';
import { withAlpha } from './charts';
import {
  alignToDates,
  attackSlices,
  attackTimeMs,
  dateTextFormatter,
  dateTickFormatter,
  extent,
  foldSlices,
  groupCloudChecks,
  isoTime,
  onWindowDays,
  rangeSpan,
  rankEmerRisks,
  scoreBand,
  serviceDateRange,
  shareFormatter,
  topSources,
  topTargets,
  trendPoints,
} from './logic';

describe('scoreBand', () => {
  it.each([
    [100, 'good'],
    [95, 'good'],
    [94, 'some'],
    [85, 'some'],
    [84, 'many'],
    [70, 'many'],
    [69, 'weak'],
    [0, 'weak'],
  ])('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('alignToDates', () => {
  it('keeps one value per date and leaves gaps where a list is short', () => {
    expect(alignToDates(['a', 'b', 'c'], [1, 2])).toEqual([1, 2, null]);
    expect(alignToDates(['a'], [1, 2, 3])).toEqual([1]);
    expect(alignToDates([], [1])).toEqual([]);
  });
});

describe('rankEmerRisks', () => {
  it('orders by urgency, then affected assets, then name', () => {
    const ranked = rankEmerRisks([
      { VulName: 'b', Level: 'NNTF', AffectCount: 100 },
      { VulName: 'z', Level: 'ASAP', AffectCount: 2 },
      { VulName: 'a', Level: 'ASAP', AffectCount: 2 },
      { VulName: 'c', Level: 'LATER', AffectCount: 1 },
      { VulName: 'd', Level: 'ASAP', AffectCount: 7 },
    ]);
    expect(ranked.map((r) => r.VulName)).toEqual(['d', 'a', 'z', 'c', 'b']);
  });

  it('puts those that affect no host after those that do, whatever their urgency', () => {
    const ranked = rankEmerRisks([
      { VulName: 'fixed everywhere', Level: 'ASAP', AffectCount: 0 },
      { VulName: 'low', Level: 'NNTF', AffectCount: 1 },
      { VulName: 'medium', Level: 'LATER', AffectCount: 40 },
      { VulName: 'not here', Level: 'LATER', AffectCount: 0 },
    ]);
    expect(ranked.map((r) => r.VulName)).toEqual(['medium', 'low', 'fixed everywhere', 'not here']);
  });
});

describe('groupCloudChecks', () => {
  it('groups by level high → low, failures first by affected count, empty levels left out', () => {
    const groups = groupCloudChecks([
      { Pass: false, CheckItem: 'x', Level: 'LOW', AffectCount: 1 },
      { Pass: true, CheckItem: 'p', Level: 'HIGH', AffectCount: 0 },
      { Pass: false, CheckItem: 'q', Level: 'HIGH', AffectCount: 3 },
      { Pass: false, CheckItem: 'r', Level: 'HIGH', AffectCount: 9 },
    ]);
    expect(groups.map((g) => g.level)).toEqual(['HIGH', 'LOW']);
    expect(groups[0]!.failed.map((i) => i.CheckItem)).toEqual(['r', 'q']);
    expect(groups[0]!.passed.map((i) => i.CheckItem)).toEqual(['p']);
  });
});

describe('attack records', () => {
  const record = (fields: Partial<AttackRecord>): AttackRecord => ({ crack_cnt: 1, ...fields });

  it('reads times as milliseconds: integers, digit strings and date strings', () => {
    expect(attackTimeMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(attackTimeMs('1700000000000')).toBe(1_700_000_000_000);
    expect(attackTimeMs('2026-11-14T00:00:00Z')).toBe(Date.UTC(2026, 10, 14));
    expect(attackTimeMs('not a time')).toBeNull();
    expect(attackTimeMs(undefined)).toBeNull();
  });

  it('orders trend points by time and drops unreadable ones', () => {
    expect(
      trendPoints([
        record({ crack_hour: 3000, crack_cnt: 3 }),
        record({ crack_hour: 'garbage', crack_cnt: 9 }),
        record({ crack_hour: 1000, crack_cnt: 1 }),
      ]),
    ).toEqual([
      [1000, 1],
      [3000, 3],
    ]);
  });

  it('sums slices per type (numbers and strings alike), largest first', () => {
    expect(
      attackSlices([
        record({ crack_type: 5, crack_cnt: 2 }),
        record({ crack_type: '5', crack_cnt: 3 }),
        record({ crack_type: 'xss', crack_cnt: 4 }),
        record({ crack_cnt: 1 }),
      ]),
    ).toEqual([
      { type: '5', count: 5 },
      { type: 'xss', count: 4 },
      { type: '', count: 1 },
    ]);
  });

  it('keeps the five largest sources and targets', () => {
    const sources = topSources(
      [1, 7, 3, 9, 5, 2].map((n) =>
        record({ crack_src_ip: `ip${n}`, crack_cnt: n, location: 'X' }),
      ),
    );
    expect(sources.map((s) => [s.name, s.count])).toEqual([
      ['ip9', 9],
      ['ip7', 7],
      ['ip5', 5],
      ['ip3', 3],
      ['ip2', 2],
    ]);
    expect(sources[0]!.detail).toBe('X');
    expect(
      topTargets([
        record({ instanceName: 'web', internetIp: '1.1.1.1', crack_cnt: 1 }),
        record({ client_ip: '2.2.2.2', crack_cnt: 2 }),
      ]),
    ).toEqual([
      { name: '2.2.2.2', detail: undefined, count: 2 },
      { name: 'web', detail: '1.1.1.1', count: 1 },
    ]);
  });
});

describe('attackTypeLabel', () => {
  it('reads the RESPONSE enumeration, which differs from the request filter one', () => {
    // As a request filter `101` is Struts2; in responses it is XSS.
    expect(attackTypeLabel('101', 'en')).toBe('XSS');
    expect(attackTypeLabel(103, 'en')).toBe('SSRF');
    expect(attackTypeLabel('0', 'zh')).toBe('SQL注入攻击');
    expect(attackTypeLabel('deeplearning', 'en')).toBe('Other (deep learning)');
  });

  it('shows an unknown value as it came', () => {
    expect(attackTypeLabel('999', 'en')).toBe('999');
    expect(attackTypeLabel('toString', 'en')).toBe('toString');
  });
});

describe('small helpers', () => {
  it('rangeSpan says a range in the UI language', () => {
    expect(rangeSpan({ value: 7, unit: 'day' }, 'en')).toBe('7 days');
    expect(rangeSpan({ value: 1, unit: 'hour' }, 'en')).toBe('1 hour');
    expect(rangeSpan({ value: 24, unit: 'hour' }, 'zh')).toBe('24小时');
  });

  it('extent, isoTime, withAlpha', () => {
    expect(extent([3, 1, 2])).toEqual({ min: 1, max: 3 });
    expect(extent([])).toBeNull();
    expect(isoTime(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(isoTime(9e15)).toBeUndefined();
    expect(withAlpha('#22d3ee', 0.5)).toBe('rgba(34, 211, 238, 0.5)');
    expect(withAlpha('red', 0.5)).toBe('red');
  });
});

describe('foldSlices', () => {
  const slice = (name: string, value: number) => ({ name, value });

  it('keeps the largest and sums the rest into one slice that says how many it holds', () => {
    const slices = [
      slice('a', 5),
      slice('b', 50),
      slice('c', 1),
      slice('d', 30),
      slice('e', 2),
      slice('f', 40),
    ];
    expect(foldSlices(slices, 3, 'Other')).toEqual([
      { name: 'b', value: 50, members: 1 },
      { name: 'f', value: 40, members: 1 },
      { name: 'd', value: 30, members: 1 },
      { name: 'Other', value: 8, members: 3 },
    ]);
  });

  it('shows a single leftover as itself, and merges slices that share a name', () => {
    expect(foldSlices([slice('a', 3), slice('b', 2), slice('c', 1)], 2, 'Other')).toEqual([
      { name: 'a', value: 3, members: 1 },
      { name: 'b', value: 2, members: 1 },
      { name: 'c', value: 1, members: 1 },
    ]);
    expect(foldSlices([slice('XSS', 3), slice('b', 4), slice('XSS', 2)], 6, 'Other')).toEqual([
      { name: 'XSS', value: 5, members: 1 },
      { name: 'b', value: 4, members: 1 },
    ]);
  });

  it('leaves out empty slices and orders ties by name', () => {
    expect(foldSlices([slice('z', 1), slice('a', 1), slice('zero', 0)], 6, 'Other')).toEqual([
      { name: 'a', value: 1, members: 1 },
      { name: 'z', value: 1, members: 1 },
    ]);
  });
});

describe('labels that fit small tiles', () => {
  it('serviceDateRange writes a service date list as the app writes a date range', () => {
    expect(serviceDateRange('2026-11-16', '2026-11-22', 'en')).toBe('Nov 16 – Nov 22, 2026');
    expect(serviceDateRange('2026-11-16', '2026-11-22', 'zh')).toBe('2026年11月16日至11月22日');
    expect(serviceDateRange('2025-12-29', '2026-01-04', 'en')).toBe('Dec 29, 2025 – Jan 4, 2026');
    expect(serviceDateRange('2026-11-16', '2026-11-16', 'en')).toBe('Nov 16, 2026');
    expect(serviceDateRange('Mon', 'Sun', 'en')).toBeNull();
    expect(serviceDateRange('2026-11-16 10:00', '2026-11-16 12:00', 'en')).toBeNull();
  });

  it("dateTickFormatter writes the app's short date, a time for hourly points, else leaves it", () => {
    expect(dateTickFormatter('en')('2026-11-16')).toBe('Nov 16');
    expect(dateTickFormatter('zh')('2026-01-05')).toBe('1月5日');
    expect(dateTickFormatter('en')('2026-11-16 09:07')).toBe('09:07');
    expect(dateTickFormatter('en')('2026-13-45')).toBe('2026-13-45');
    expect(dateTickFormatter('en')('week 3')).toBe('week 3');
  });

  it("dateTextFormatter writes the app's date in sentences", () => {
    expect(dateTextFormatter('en')('2026-11-16')).toBe('Nov 16, 2026');
    expect(dateTextFormatter('zh')('2026-11-16 09:07')).toBe('2026年11月16日 09:07');
    expect(dateTextFormatter('en')('yesterday')).toBe('yesterday');
  });

  it('onWindowDays draws a per-day series on its window, a date the service left out as a gap', () => {
    const days = ['2026-11-12', '2026-11-13', '2026-11-14'];
    const shifted = onWindowDays(days, ['2026-11-11', '2026-11-13', '2026-11-14']);
    expect(shifted.axis).toBe(days);
    // The eighth date of an old 7 × 24-hour window is dropped, a missing day is a gap.
    expect(shifted.align([5, 7, 9])).toEqual([null, 7, 9]);
    const hourly = ['2026-11-14 09:00', '2026-11-14 10:00'];
    expect(onWindowDays(days, hourly).axis).toBe(hourly);
    expect(onWindowDays(undefined, days).align([1, 2])).toEqual([1, 2, null]);
  });

  it('shareFormatter rounds to whole percents, keeps small shares visible', () => {
    const share = shareFormatter('en');
    expect(share(38, 100)).toBe('38%');
    expect(share(1, 3)).toBe('33%');
    expect(share(4, 1000)).toBe('0.4%');
    expect(share(1, 100_000)).toBe('<0.1%');
    expect(share(0, 100)).toBe('0%');
    expect(share(5, 0)).toBe('0%');
  });
});
