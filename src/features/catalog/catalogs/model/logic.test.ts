import dayjs from 'dayjs';
import { TREND_MAX_DAYS } from '../../../../api/lake/assumed';
import { catalogStatusTone, pollWhileTransient } from './catalogStatus';
import { isPrepayLapsed, prepayByCatalog } from './prepay';
import { momChanges, valueChange } from './storageChange';
import {
  defaultTrendEnd,
  isDisabledTrendDay,
  parseDay,
  rangeDays,
  resolveTrendRange,
} from './trendRange';

const DAY = 86_400_000;

describe('valueChange', () => {
  it('gives the difference, its ratio and direction', () => {
    expect(valueChange(110, 100)).toEqual({ delta: 10, ratio: 0.1, direction: 'up' });
    expect(valueChange(75, 100)).toEqual({ delta: -25, ratio: -0.25, direction: 'down' });
    expect(valueChange(5, 5)).toEqual({ delta: 0, ratio: 0, direction: 'none' });
  });

  it('never divides by zero', () => {
    expect(valueChange(7, 0)).toEqual({ delta: 7, ratio: null, direction: 'up' });
    expect(valueChange(0, 0)).toEqual({ delta: 0, ratio: null, direction: 'none' });
  });

  it('compares with the last day and the last month', () => {
    const changes = momChanges({ currentValue: 120, lastDayValue: 100, lastMonthValue: 240 });
    expect(changes.day.ratio).toBeCloseTo(0.2);
    expect(changes.month).toEqual({ delta: -120, ratio: -0.5, direction: 'down' });
  });
});

describe('catalog status', () => {
  it('polls only while a status is transient', () => {
    expect(pollWhileTransient(['RUNNING', 'INITIALIZING'])).toBe(1500);
    expect(pollWhileTransient(['RUNNING', undefined, 'INITIALIZE_FAILED'])).toBe(false);
    expect(catalogStatusTone('STORAGE_RESTRICTED')).toBe('warning');
    expect(catalogStatusTone('SOMETHING_NEW')).toBe('neutral');
  });
});

describe('prepaid compute', () => {
  const now = Date.UTC(2026, 10, 22);
  const resource = (instanceStatus: string, expireTime?: number) => ({
    catalogId: 'c1',
    instanceId: `i-${instanceStatus}`,
    instanceStatus,
    cu: 4,
    expireTime,
  });

  it('groups by catalog and tells lapsed ones', () => {
    const grouped = prepayByCatalog([
      resource('RUNNING'),
      { ...resource('CEASED'), catalogId: 'c2' },
    ]);
    expect([...grouped.keys()]).toEqual(['c1', 'c2']);
    expect(isPrepayLapsed(resource('CEASED', now + DAY), now)).toBe(true);
    expect(isPrepayLapsed(resource('RUNNING', now - 1), now)).toBe(true);
    expect(isPrepayLapsed(resource('RUNNING', now + DAY), now)).toBe(false);
  });

  // Expiries are worded by formatRelative(…, { units: 'deadline' }): src/lib/format.test.ts.
});

describe('trend range', () => {
  const today = dayjs('2026-11-22');

  it('reads only real calendar dates', () => {
    expect(parseDay('2026-02-28')?.format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(parseDay('2026-02-31')).toBeNull();
    expect(parseDay('22/11/2026')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('ends by default at the summary date, else yesterday', () => {
    expect(defaultTrendEnd('2026-11-20', today).format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(defaultTrendEnd(undefined, today).format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(defaultTrendEnd('2027-01-01', today).format('YYYY-MM-DD')).toBe('2026-11-21');
  });

  it('keeps a valid URL range and replaces anything else by 30 days', () => {
    const end = dayjs('2026-11-21');
    expect(resolveTrendRange('2026-11-01', '2026-11-07', end, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    const fallback = { from: '2026-10-23', to: '2026-11-21' };
    expect(rangeDays(dayjs(fallback.from), dayjs(fallback.to))).toBe(30);
    expect(resolveTrendRange('2026-11-07', '2026-11-01', end, today)).toEqual(fallback);
    expect(resolveTrendRange('2026-11-01', '2026-12-01', end, today)).toEqual(fallback);
    expect(resolveTrendRange('2020-01-01', '2026-11-01', end, today)).toEqual(fallback);
    expect(resolveTrendRange(null, null, end, today)).toEqual(fallback);
  });

  it('disables future days and days beyond the longest range', () => {
    expect(isDisabledTrendDay(dayjs('2026-11-23'), today)).toBe(true);
    expect(isDisabledTrendDay(dayjs('2026-11-22'), today)).toBe(false);
    const from = dayjs('2026-01-01');
    expect(isDisabledTrendDay(from.add(TREND_MAX_DAYS - 1, 'day'), dayjs('2027-06-01'), from)).toBe(
      false,
    );
    expect(isDisabledTrendDay(from.add(TREND_MAX_DAYS, 'day'), dayjs('2027-06-01'), from)).toBe(
      true,
    );
  });
});
