import type { AttackRecord } from '../../../api/screen/schemas';
import { attackTypeLabel } from './attackTypes';
import { withAlpha } from './charts';
import {
  alignToDates,
  attackSlices,
  attackTimeMs,
  extent,
  groupCloudChecks,
  isoTime,
  rangeSpan,
  rankEmerRisks,
  scoreBand,
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
